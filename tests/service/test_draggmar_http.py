"""Whole Dungeons of Draggmar games over HTTP (D9): a 3-seat digital game where each seat's
client holds only the Steps and its own seat token, and a solo table-mode game played through
the API (the client draws the chance outcomes, as the players do at a real table).

The test shares the server's secret, so it opens each sealed state and checks that no answer a
seat receives names a card of another seat's hand that was never face up for everyone.
"""

from __future__ import annotations

import copy
import json
import random

import httpx

from games.core.registry import get_game
from service.seat_tokens import HEADER
from tests.service.seat_play import as_seat, whole_state

GAME = "/v1/games/draggmar"


def card_ids(answer: object) -> set[str]:
    text = json.dumps(answer)
    return {part for part in text.split('"') if "-" in part and part.islower()}


def test_three_seats_play_a_digital_game_each_with_its_own_view_and_token(client: httpx.Client):
    created = client.post(f"{GAME}/states", json={"players": 3, "seed": 5})
    assert created.status_code == 201, created.text
    step = created.json()
    tokens = step.pop("seat_tokens")
    rng, moves, public = random.Random(3), 0, set()
    while step["state"]["status"] == "ongoing":
        state = step["state"]
        assert state["seed"] is None and state["sealed"]
        assert all(set(hand) <= {"hidden"} for hand in state["hands"])
        assert all(set(deck) <= {"hidden"} for deck in state["decks"].values())
        public |= card_ids(step)
        whole = whole_state("draggmar", state)
        seat = rng.choice(state["to_act"])
        view, legal, mine = as_seat(client, "draggmar", state, seat, tokens[seat])
        assert view["view"]["hands"][seat] == whole["hands"][seat]
        others = {c for s, hand in enumerate(whole["hands"]) if s != seat for c in hand}
        hidden = others - public - set(whole["hands"][seat])
        for answer in (view, legal):
            assert not card_ids(answer) & hidden, (seat, card_ids(answer) & hidden)
        choices = legal["moves"]
        assert choices and {m["seat"] for m in choices} == {seat} and len(choices) <= 100
        move = rng.choice(choices)["move"]
        applied = client.post(f"{GAME}/apply", json={"state": state, "move": move}, headers=mine)
        assert applied.status_code == 200, applied.text
        assert len(applied.content) <= 64 * 1024
        step, moves = applied.json(), moves + 1
        assert moves < 3000
    score = client.post(f"{GAME}/score", json={"state": step["state"]}).json()
    assert score["status"] in ("won", "lost")
    svg = client.post(
        f"{GAME}/render", json={"state": step["state"], "seat": 0}, headers={HEADER: tokens[0]}
    )
    assert svg.status_code == 200 and svg.text.startswith("<svg")


def test_a_solo_table_game_is_played_to_the_end_through_the_api(client: httpx.Client):
    setup = {"players": 1, "seed": 2, "mode": "table"}
    step = client.post(f"{GAME}/states", json=setup).json()
    assert "seat_tokens" not in step
    rng, moves = random.Random(1), 0
    while step["state"]["status"] == "ongoing":
        state = step["state"]
        legal = client.post(f"{GAME}/legal-moves", json={"state": state, "seat": 0}).json()
        choices = legal["moves"] or step["legal_moves"]  # a chance outcome: the table draws
        weights = [m["probability"] or 1 for m in choices]
        move = rng.choices(choices, weights=weights)[0]["move"]
        applied = client.post(f"{GAME}/apply", json={"state": state, "move": move})
        assert applied.status_code == 200, applied.text
        step, moves = applied.json(), moves + 1
        assert moves < 3000
    assert step["state"]["status"] in ("won", "lost")


def test_a_pack_with_an_unknown_effect_is_a_validation_problem_naming_the_card(
    client: httpx.Client,
):
    # a copy: the served content is shared (the OpenAPI document's example is built from it)
    pack = copy.deepcopy(get_game("draggmar").content()["reference_pack"])
    pack["heroes"][4]["skill"] = {"effect": "summon_dragon"}
    refused = client.post(f"{GAME}/states", json={"players": 2, "options": {"content": pack}})
    assert refused.status_code == 400, refused.text
    assert refused.json()["type"].endswith("/validation")
    assert "summon_dragon" in refused.text and pack["heroes"][4]["id"] in refused.text


def test_the_undead_crusade_is_an_option_of_the_same_engine(client: httpx.Client):
    """D17 (issue 32): undead_crusade plays the Undead Crusade: its state carries the Rifts and
    the Rift deck (hidden, D9); without it the state has neither."""
    crusade = {"players": 2, "options": {"undead_crusade": True}}
    played = client.post(f"{GAME}/states", json=crusade)
    assert played.status_code == 201, played.text
    state = played.json()["state"]
    assert state["crusade"]["open"] == [] and len(state["decks"]["rifts"]) == 15
    crusade["options"]["undead_crusade"] = False
    base = client.post(f"{GAME}/states", json=crusade)
    assert base.status_code == 201, base.text
    assert "crusade" not in base.json()["state"] and "rifts" not in base.json()["state"]["decks"]
