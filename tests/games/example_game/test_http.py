"""The example game over HTTP, on the real app: served by an API whose GAMEKEEPER_EXTRA_GAMES
names it, and by no other (the session's API, as deployed, does not list it).

A sealed digital game is played seat by seat with each seat's token, as Troll Party's is
(tests/service/test_troll_party_http.py): no answer shows a seat another seat's card before the
showdown. A table-mode game is played with the chance outcomes as moves.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import httpx
import pytest

from service.referee import Referee
from service.seat_tokens import HEADER
from tests.conftest import SECRET, running_api
from tests.games.example_game import GAME as EXAMPLE

PATH = "/v1/games/high-card"


@pytest.fixture(scope="module")
def example_client(redis_url: str) -> Iterator[httpx.Client]:
    with (
        running_api(redis_url, GAMEKEEPER_EXTRA_GAMES="tests.games.example_game") as url,
        httpx.Client(base_url=url, timeout=30) as client,
    ):
        yield client


def test_only_an_api_that_names_it_serves_the_example_game(
    example_client: httpx.Client, client: httpx.Client
) -> None:
    served = [game["id"] for game in example_client.get("/v1/games").json()]
    assert "high-card" in served and "thrag" in served
    assert "high-card" not in [game["id"] for game in client.get("/v1/games").json()]
    assert client.post(f"{PATH}/states", json={"players": 2}).status_code == 404


def cards(state: dict) -> list[int | None]:
    """Every seat's card, from the sealed part (the test shares the API's secret)."""
    whole = Referee(SECRET.encode()).load(EXAMPLE, EXAMPLE.State.model_validate(state))
    return list(whole.state.hands)


@pytest.mark.parametrize("players", [2, 4])
def test_each_seat_sees_only_its_own_card_until_the_showdown(
    example_client: httpx.Client, players: int
) -> None:
    created = example_client.post(f"{PATH}/states", json={"players": players, "seed": players})
    assert created.status_code == 201, created.text
    step = created.json()
    tokens = step.pop("seat_tokens")
    rng = random.Random(players)
    while step["state"]["status"] == "ongoing":
        state = step["state"]
        assert state["seed"] is None and state["sealed"] and isinstance(state["deck"], int)
        assert set(state["hands"]) <= {"hidden", None}  # a Step is what every seat may see
        assert all(set(event) <= {"type", "text", "seat"} for event in step["events"])
        seat = rng.choice(state["to_act"])
        mine = {HEADER: tokens[seat]}
        body = {"state": state, "seat": seat}
        view = example_client.post(f"{PATH}/view", json=body, headers=mine).json()["view"]
        hands = cards(state)
        assert view["hands"] == [
            card if s == seat or card is None else "hidden" for s, card in enumerate(hands)
        ]
        legal = example_client.post(f"{PATH}/legal-moves", json=body, headers=mine).json()
        assert {move["label"] for move in legal["moves"] if move["seat"] == seat} == {
            "Keep your card",
            "Swap your card for a new one (X1)",
        }
        move = rng.choice([m for m in legal["moves"] if m["seat"] == seat])["move"]
        applied = example_client.post(
            f"{PATH}/apply", json={"state": state, "move": move}, headers=mine
        )
        assert applied.status_code == 200, applied.text
        step = applied.json()
    shown = next(event for event in step["events"] if event["type"] == "showdown")
    score = example_client.post(f"{PATH}/score", json={"state": step["state"]}).json()
    assert score["status"] == "finished" and score["winners"] == shown["winners"]
    assert step["state"]["hands"] == shown["cards"]  # shown to everyone
    svg = example_client.post(f"{PATH}/render", json={"state": step["state"], "seat": 0})
    assert svg.status_code == 200 and svg.text.startswith("<svg")


def test_a_table_game_offers_the_deals_as_moves(example_client: httpx.Client) -> None:
    setup = {"players": 3, "seed": 1, "mode": "table"}
    step = example_client.post(f"{PATH}/states", json=setup).json()
    assert step["state"]["pending_chance"]["text"] == "Deal a card to seat 0"
    assert [m["move"]["card"] for m in step["legal_moves"]] == [1, 2, 3, 4, 5, 6]
    rng = random.Random(1)
    while step["state"]["status"] == "ongoing":
        move = rng.choice(step["legal_moves"])["move"]
        applied = example_client.post(f"{PATH}/apply", json={"state": step["state"], "move": move})
        assert applied.status_code == 200, applied.text
        step = applied.json()
    refused = example_client.post(f"{PATH}/apply", json={"state": step["state"], "move": move})
    assert refused.status_code == 409 and refused.json()["type"].endswith("/game-over")
