"""Whole New Troll Party games over HTTP where each seat's client holds only the Steps and its
own seat token (sealed digital states, P3, P13, P14).

The host creates the game and hands each seat its token; from then on every client sees only
what passes through it: the Steps (which every seat may see), and the answers of ``view`` and
``legal-moves`` for its own seat with its own token. No JSON a client receives ever names a card
that seat may not see: the test knows every card (it shares the test server's secret, so it can
open the sealed part) and searches each answer for the ids that seat may not see.
"""

from __future__ import annotations

import json
import random

import httpx
import pytest

from service.seat_tokens import HEADER
from tests.service.seat_play import as_seat, whole_state

GAME = "/v1/games/troll-party"
#: events that show cards face up to everyone (P4 reveal, P6 final cards)
REVEALING = ("cards_revealed", "final_card")


def may_not_see(whole: dict, seat: int) -> set[str]:
    """Card ids ``seat`` may not see now, by the rules (independently of the service's view):
    other seats' placed cards until revealed (P3), Purple's peek aside (P7); every other hand,
    the dummy's deck and the discard pile (P14, ``track_cards`` off)."""
    face_up = ("orange", "order_ties", "move_goat", "remove_goat")
    revealed = whole["resolving"] if whole["stage"] in face_up else None
    if whole["round"] == "final":
        revealed = None
    peeked = whole["purple_peek"] if whole["colors"][seat] == "purple" else None
    hidden = set()
    for table, row in enumerate(whole["placements"]):
        for band, cid in enumerate(row):
            if cid and band != seat and table not in (revealed, peeked):
                hidden.add(cid)
    for band, hand in enumerate([*whole["hands"], whole["dummy_deck"] or []]):
        if band != seat:
            hidden |= set(hand)
    hidden |= set(whole["discards"])
    seen_by_seat = set(whole["hands"][seat])
    for table, row in enumerate(whole["placements"]):
        if row[seat]:
            seen_by_seat.add(row[seat])
        if table in (revealed, peeked):
            seen_by_seat |= {cid for cid in row if cid}
    return hidden - seen_by_seat


def names_any(answer: object, ids: set[str]) -> set[str]:
    text = json.dumps(answer)
    return {cid for cid in ids if f'"{cid}"' in text}


@pytest.mark.parametrize("players", [2, 3])
def test_each_seat_plays_with_only_its_steps_and_its_token(client: httpx.Client, players):
    created = client.post(f"{GAME}/states", json={"players": players})
    assert created.status_code == 201, created.text
    step = created.json()
    tokens = step.pop("seat_tokens")
    assert len(tokens) == players
    rng, moves_made = random.Random(players), 0
    while step["state"]["status"] == "ongoing":
        state = step["state"]
        assert state["seed"] is None and state["sealed"]
        seat = rng.choice(state["to_act"])
        view, legal, mine = as_seat(client, "troll-party", state, seat, tokens[seat])
        hidden = may_not_see(whole_state("troll-party", state), seat)
        # a Step's events name cards only as they are revealed (the discards then hide them)
        quiet = [e for e in step["events"] if e["type"] not in REVEALING]
        for answer in (step["state"], step["legal_moves"], quiet, view, legal):
            assert not names_any(answer, hidden), (seat, names_any(answer, hidden))
        choices = legal["moves"]
        assert choices and {m["seat"] for m in choices} == {seat} and len(choices) <= 100
        move = rng.choice(choices)["move"]
        applied = client.post(f"{GAME}/apply", json={"state": state, "move": move}, headers=mine)
        assert applied.status_code == 200, applied.text
        step, moves_made = applied.json(), moves_made + 1
        assert "seat_tokens" not in step
        assert len(applied.content) <= 64 * 1024
        assert moves_made < 1000
    score = client.post(f"{GAME}/score", json={"state": step["state"]}).json()
    assert score["status"] == "finished"
    assert set(score["winners"]) <= set(range(players))
    svg = client.post(
        f"{GAME}/render", json={"state": step["state"], "seat": 0}, headers={HEADER: tokens[0]}
    )
    assert svg.status_code == 200 and svg.text.startswith("<svg")


def test_a_secret_move_needs_its_seats_token(client: httpx.Client):
    step = client.post(f"{GAME}/states", json={"players": 3, "seed": 8}).json()
    tokens, state = step["seat_tokens"], step["state"]
    move = client.post(
        f"{GAME}/legal-moves", json={"state": state, "seat": 1}, headers={HEADER: tokens[1]}
    ).json()["moves"][0]["move"]
    assert move["type"] == "place_card"
    for headers in ({}, {HEADER: tokens[0]}, {HEADER: tokens[1] + "x"}):
        refused = client.post(f"{GAME}/apply", json={"state": state, "move": move}, headers=headers)
        assert refused.status_code == 403, refused.text
        assert refused.json()["type"].endswith("/forbidden-seat")
    done = client.post(
        f"{GAME}/apply", json={"state": state, "move": move}, headers={HEADER: tokens[1]}
    )
    assert done.status_code == 200


def test_without_a_token_a_seat_gets_what_every_seat_may_see(client: httpx.Client):
    step = client.post(f"{GAME}/states", json={"players": 3, "seed": 9}).json()
    state, tokens = step["state"], step["seat_tokens"]
    anyone = client.post(f"{GAME}/view", json={"state": state, "seat": 0}).json()["view"]
    assert set(anyone["hands"][0]) == {"hidden"}
    mine = client.post(
        f"{GAME}/view", json={"state": state, "seat": 0}, headers={HEADER: tokens[0]}
    ).json()["view"]
    assert "hidden" not in mine["hands"][0]
    listed = client.post(f"{GAME}/legal-moves", json={"state": state, "seat": 0}).json()
    assert listed == {"to_act": [0, 1, 2], "moves": []}  # every placement is secret
    wrong = client.post(
        f"{GAME}/view", json={"state": state, "seat": 0}, headers={HEADER: tokens[1]}
    )
    assert wrong.status_code == 403 and wrong.json()["type"].endswith("/forbidden-seat")


def test_table_mode_needs_no_token(client: httpx.Client):
    setup = {"players": 3, "seed": 4, "mode": "table", "options": {"first_player": 0}}
    step = client.post(f"{GAME}/states", json=setup).json()
    assert "seat_tokens" not in step and "sealed" not in step["state"]
    legal = client.post(f"{GAME}/legal-moves", json={"state": step["state"], "seat": 2}).json()
    assert len(legal["moves"]) == 3 * 13
