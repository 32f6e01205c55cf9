"""Errors leak nothing (issue 28, H1): two states that differ only in what the caller may not
see get identical answers to every request that fails (status, headers, body, length), on every
endpoint of every game with hidden information, and the same status to every request.

The states are twins (:mod:`tests.security.twins`) along seeded random digital games at every
seat count; the caller asks with its seat's token, or with none. The requests are every one a
front end makes, with every move of either twin (any seat's: legal, illegal, secret, a chance
outcome), other seats' and malformed ones. Run against the real app in process (thousands of
requests), on its own Redis database: hints asked here stay queued.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from litestar.testing import TestClient

from games.core.registry import all_games
from service.app import create_app
from service.referee import Referee
from service.seat_tokens import HEADER, seat_token
from service.settings import Settings
from solvers.hints import kinds_for
from tests.conftest import other_database
from tests.security.twins import Twins, twins

SECRET = b"twin-states-test-" + bytes(range(32))
HIDDEN = [g for g in all_games().values() if g.game_type.information == "imperfect"]
#: headers that differ between any two answers
PER_ANSWER = {"x-request-id", "date", "ratelimit-remaining", "ratelimit-reset"}


@pytest.fixture(scope="module")
def app_client(redis_url: str) -> Iterator[TestClient]:
    url = other_database(redis_url, 11)
    # no worker reads this database: every hint asked stays queued, so the queue's limit (503)
    # is lifted, or a game's twins would meet the queue the games before them filled
    settings = Settings(
        secret=SECRET, redis_url=url, hint_rate_per_minute=10**6, hint_queue_limit=10**6
    )
    with TestClient(create_app(settings)) as client:
        yield client


def requests(pair: Twins, state: dict[str, Any], moves: list[Any]) -> Iterator[tuple[str, dict]]:
    """Every request a caller may make about ``state``."""
    seats = range(pair.players)
    for seat in (None, *seats):
        yield "legal-moves", {"state": state} if seat is None else {"state": state, "seat": seat}
        yield "render", {"state": state} if seat is None else {"state": state, "seat": seat}
    for seat in seats:
        yield "view", {"state": state, "seat": seat}
    yield "score", {"state": state}
    for move in moves:
        yield "apply", {"state": state, "move": move}
    for kind in kinds_for(pair.game.id):
        for seat in (None, *seats):
            yield "hints", {"state": state, "seat": seat, "kind": kind, "budget_ms": 100}
        yield "hints", {"state": state, "seat": 0, "kind": kind, "budget_ms": 10**7}


def answer_of(response) -> tuple:
    headers = {k: v for k, v in response.headers.items() if k not in PER_ANSWER}
    return response.status_code, headers, response.content


def moves_of(pair: Twins) -> list[Any]:
    game, moves = pair.game, []
    for state in (pair.one, pair.two):
        moves += [legal.move for legal in game.legal_moves(state)]
        moves += [outcome for outcome, _ in game.chance_outcomes(state)]
    seen, unique = set(), []
    for move in moves:
        dumped = move.model_dump(mode="json")
        key = repr(dumped)
        if key not in seen:
            seen.add(key)
            unique.append(dumped)
    unique.append({"type": "nothing", "seat": 0})
    if unique and "seat" in unique[0]:
        unique.append({**unique[0], "seat": 5})
    return unique[:30]


@pytest.mark.parametrize("game", HIDDEN, ids=lambda g: g.id)
def test_twin_states_get_the_same_answers(app_client: TestClient, game):
    referee: Referee = app_client.app.state.referee
    compared = 0
    for players in range(game.min_players, game.max_players + 1):
        for pair in twins(referee, game, players, range(3 if game.id != "thrag" else 12), 30, 1):
            one = referee.step(game, pair.one, [], pair.salt).body["state"]
            two = referee.step(game, pair.two, [], pair.salt).body["state"]
            token = None
            if pair.caller is not None:
                seed = game.seed(pair.one)
                token = seat_token(referee.keys.seats, game.id, seed, pair.salt, pair.caller)
            headers = {} if token is None else {HEADER: token}
            moves = moves_of(pair)
            for (endpoint, first), (_, second) in zip(
                requests(pair, one, moves), requests(pair, two, moves), strict=True
            ):
                path = f"/v1/games/{game.id}/{endpoint}"
                a = app_client.post(path, json=first, headers=headers)
                b = app_client.post(path, json=second, headers=headers)
                where = (game.id, players, pair.caller, endpoint, first.get("move"))
                assert a.status_code == b.status_code, (where, a.text, b.text)
                if a.status_code >= 400 or endpoint in ("legal-moves", "view", "render", "score"):
                    assert answer_of(a) == answer_of(b), (where, a.text, b.text)
                    compared += 1
    assert compared >= 500, compared
