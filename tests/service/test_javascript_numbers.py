"""Every number the API sends or takes is one a JavaScript client holds exactly (issue 33).

``JSON.parse`` reads every number as a double: an integer beyond 2^53 - 1 comes back rounded,
and a digital state whose seed was rounded is another state (422 tampered-state on the next
call). Random games of every game, in every mode and at every seat count, with the seed the
service draws (the default), are played over the real app in process; every answer of every
rules endpoint a front end calls (the catalogue, the set-up, each seat's legal moves and view,
every move, the score, a replay, a hint solved by a worker) is walked, and any larger integer
fails the test.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from litestar.testing import TestClient

from games.core.registry import all_games
from games.core.wire import SEED_MAX
from service.app import create_app
from service.seat_tokens import HEADER
from service.settings import Settings
from solvers.hints import kinds_for

#: Number.MAX_SAFE_INTEGER
SAFE = 2**53 - 1
#: moves per game: enough to pass the set-up, the first draws and a few turns of every game
MOVES = 40
GAME_MODES = [(g.id, mode) for g in all_games().values() for mode in g.modes]


def unsafe_integers(value: Any, path: str = "$") -> Iterator[str]:
    """Where ``value`` (parsed JSON) holds an integer JavaScript would round."""
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        if abs(value) > SAFE:
            yield f"{path} = {value}"
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from unsafe_integers(item, f"{path}.{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from unsafe_integers(item, f"{path}[{index}]")


def checked(response) -> Any:
    """The answer's JSON, after checking its status and its integers."""
    assert response.status_code < 300, response.text
    body = response.json()
    unsafe = list(unsafe_integers(body))
    assert not unsafe, f"{response.request.url}: integers beyond 2^53 - 1: {unsafe}"
    return body


@pytest.fixture(scope="module")
def app_client(redis_url: str) -> Iterator[TestClient]:
    with TestClient(
        create_app(Settings(secret=b"js-numbers-" + bytes(32), redis_url=redis_url))
    ) as c:
        yield c


def test_the_largest_seed_is_javascripts_largest_safe_integer():
    assert SEED_MAX == SAFE


@pytest.mark.parametrize("seed", [SAFE, SAFE + 1])
def test_a_seed_beyond_javascripts_reach_is_refused(app_client, seed):
    answer = app_client.post("/v1/games/trogdor/states", json={"players": 2, "seed": seed})
    if seed == SAFE:
        assert checked(answer)["state"]["seed"] == SAFE
    else:
        assert answer.status_code == 400, answer.text
        assert answer.json()["type"].endswith("/validation")


def test_the_catalogue_holds_no_unsafe_integer(app_client):
    for game in checked(app_client.get("/v1/games")):
        checked(app_client.get(f"/v1/games/{game['id']}"))


@pytest.mark.parametrize(("game_id", "mode"), GAME_MODES, ids=[f"{g}-{m}" for g, m in GAME_MODES])
@settings(max_examples=4, deadline=None, database=None, suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 2**32))
def test_random_games_answer_only_safe_integers(app_client, game_id, mode, seed: int):
    """The moves are chosen by a generator seeded by Hypothesis, not drawn through it: the
    service draws each game's own seed, so the same draws would meet other moves (Hypothesis
    calls such a strategy flaky)."""
    choices = random.Random(seed)
    game = all_games()[game_id]
    path = f"/v1/games/{game_id}"
    players = choices.randint(game.min_players, game.max_players)
    setup = {"players": players, "mode": mode}  # no seed: the service draws one
    step = checked(app_client.post(f"{path}/states", json=setup))
    tokens = step.get("seat_tokens") or []
    first_seed = step["state"]["seed"]

    def token(seat: int | None) -> dict[str, str]:
        return {HEADER: tokens[seat]} if tokens and seat is not None else {}

    played = []
    for _ in range(MOVES):
        state = step["state"]
        checked(app_client.post(f"{path}/score", json={"state": state}))
        moves = [m for m in step["legal_moves"] if m["seat"] is None]  # table mode's chance
        for seat in state["to_act"]:
            body = {"state": state, "seat": seat}
            checked(app_client.post(f"{path}/view", json=body, headers=token(seat)))
            legal = checked(app_client.post(f"{path}/legal-moves", json=body, headers=token(seat)))
            moves += legal["moves"]
        if state["status"] != "ongoing" or not moves:
            break
        chosen = choices.choice(moves)
        move = {"state": state, "move": chosen["move"]}
        step = checked(app_client.post(f"{path}/apply", json=move, headers=token(chosen["seat"])))
        played.append(chosen["move"])
    # table mode: the same game again from its seed; digital: a new one, its seed drawn again
    replayed = {"setup": setup, "moves": []}
    if mode == "table":
        replayed = {"setup": {**setup, "seed": first_seed}, "moves": played}
    checked(app_client.post(f"{path}/replay", json=replayed))


HINTED = [(g.id, kind) for g in all_games().values() for kind in kinds_for(g.id)]


#: moves a hint kind is asked again after while it answers unsolvable (Draggmar's equip waits
#: for a room)
HINT_TRIES = 40


@pytest.mark.parametrize(("game_id", "kind"), HINTED, ids=[f"{g}-{k}" for g, k in HINTED])
def test_hints_answer_only_safe_integers(app_client, workers, game_id, kind):
    """A hint, asked and solved by a real worker: its result's counters (nodes, playouts, time)
    and moves are walked as every other answer is. A kind for a later decision is asked again
    after the first legal move, as a front end would."""
    path = f"/v1/games/{game_id}"
    step = checked(app_client.post(f"{path}/states", json={"mode": "digital"}))
    state, tokens = step["state"], step["seat_tokens"]
    for _ in range(HINT_TRIES):
        seat = state["to_act"][0]
        body = {"state": state, "seat": seat, "kind": kind, "budget_ms": 300}
        headers = {HEADER: tokens[seat]}
        hint = checked(app_client.post(f"{path}/hints", json=body, headers=headers))
        for _ in range(60):
            if hint["status"] in ("finished", "failed", "canceled"):
                break
            hint = checked(app_client.get(hint["links"]["self"], headers={"Prefer": "wait=2"}))
        if hint["status"] != "failed" or not hint["error"]["type"].endswith("/unsolvable"):
            break
        asked = {"state": state, "seat": seat}
        legal = checked(app_client.post(f"{path}/legal-moves", json=asked, headers=headers))
        move = legal["moves"][0]["move"]
        applied = app_client.post(
            f"{path}/apply", json={"state": state, "move": move}, headers=headers
        )
        state = checked(applied)["state"]
    assert hint["status"] == "finished", hint
