"""The project's Python client library (``clients/python``) against the real service: its README's
game runs as written, it plays every game and variant to the end, waits for every hint kind,
and raises each problem as its exception (issue 33)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import gamekeeper_sdk as gk
import httpx
import pytest
from gamekeeper_sdk.client import retrying
from httpx_retries import RetryTransport

from tests.conftest import api_client, other_database

pytestmark = pytest.mark.slow

README = Path(__file__).parents[2] / "clients" / "python" / "README.md"
MAX_MOVES = 5_000
#: steps a hint kind may wait for the decision it answers
HINT_TRIES = 40


@pytest.fixture()
def service(api_url: str):
    with gk.Gamekeeper(api_url) as connection:
        yield connection


def test_the_readme_game_runs_as_written(api_url: str) -> None:
    (code,) = re.findall(r"```python\n(.*?)```", README.read_text(), re.DOTALL)
    assert len(code.strip().splitlines()) <= 10, "the README promises a game in ten lines"
    scope: dict = {}
    exec(code.replace("http://127.0.0.1:8000", api_url), scope)  # our own README's code
    assert scope["step"].over


def play_to_the_end(game: gk.Game, step: gk.Step, rng: random.Random) -> gk.Step:
    """Each seat moves with its own token (the library sends it), as on its own device."""
    moves = 0
    while not step.over:
        assert moves < MAX_MOVES, f"{game.id}: no end after {moves} moves"
        seat = rng.choice(step.to_act)
        step = step.apply(rng.choice(step.legal_moves(seat)))
        moves += 1
    return step


def hint_when_it_applies(step: gk.Step, kind: str) -> tuple[gk.Step, object]:
    """The hint's result at the first step where it applies: a kind for a later decision
    (Draggmar's equip: a room) is unsolvable until then, and the game moves on by its first
    legal move."""
    for _ in range(HINT_TRIES):
        try:
            return step, step.hint(kind, budget_ms=300).wait(timeout_s=60)
        except gk.Unsolvable:
            seat = step.to_act[0]
            step = step.apply(step.legal_moves(seat)[0], seat=seat)
    raise AssertionError(f"no {kind} hint within {HINT_TRIES} moves")


def test_it_plays_every_game_and_variant_and_waits_for_every_hint(service: gk.Gamekeeper) -> None:
    played = []
    for summary in service.games():
        game = service.game(summary.id)
        assert game.detail().id == summary.id
        for variant in summary.variants:
            players = summary.players.min_ + (summary.players.max_ > summary.players.min_)
            step = game.new(players=players, variant=variant, seed=11)
            assert len(step.seat_tokens) == players
            end = play_to_the_end(game, step, random.Random(11))
            status = end.score().status  # a string, or an enum once the document types it
            assert getattr(status, "value", status) == end.status
            assert "<svg" in end.render(seat=0)
            with pytest.raises(gk.GameOver):
                end.apply(step.legal_moves(step.to_act[0])[0])
            played.append(f"{summary.id}/{variant}")
        for kind in summary.hint_kinds:
            step, result = hint_when_it_applies(game.new(seed=3), kind.name)
            assert result.moves and result.explanation
            applied = step.apply(result.moves[0], seat=step.to_act[0])
            assert applied.etag != step.etag
    assert len(played) >= 4, played


def test_each_problem_is_raised_as_its_exception(service: gk.Gamekeeper) -> None:
    game = service.game("troll-party")
    step = game.new(players=2, seed=5)
    seat = step.to_act[0]
    move = step.legal_moves(seat)[0]
    moved = step.apply(move)
    stale = gk.Step(game, step.step, moved.etag, step.seat_tokens)  # state and ETag disagree
    with pytest.raises(gk.PreconditionFailed):
        stale.apply(step.legal_moves(step.to_act[-1])[-1])
    other = 1 - seat
    as_other = gk.Step(game, step.step, step.etag, (step.seat_tokens[other],) * 2)
    with pytest.raises(gk.ForbiddenSeat):
        as_other.apply(move)
    tampered = moved.state.to_dict()
    tampered["round"] = tampered["round"] + 1
    forged_step = game.model("Step").from_dict({**moved.step.to_dict(), "state": tampered})
    forged = gk.Step(game, forged_step, None, moved.seat_tokens)
    with pytest.raises(gk.TamperedState):
        forged.apply(moved.legal_moves(moved.to_act[0])[0])
    with pytest.raises(gk.IllegalMove):
        moved.apply(move)  # a card that seat no longer holds
    with pytest.raises(gk.NotFound):
        service.game("no-such-game").detail()
    with pytest.raises(gk.Validation):
        service.game("thrag").new(players=5)
    assert issubclass(gk.TamperedState, gk.GamekeeperError)


def test_a_rate_limited_hint_is_raised_once_the_retries_are_spent(redis_url: str) -> None:
    database = other_database(redis_url, 12)
    with api_client(database, GAMEKEEPER_HINT_RATE_PER_MINUTE="1") as raw:
        connection = gk.Gamekeeper(str(raw.base_url), retries=0)
        step = connection.game("thrag").new(seed=1)
        step.hint("fight-plan", budget_ms=100)
        with pytest.raises(gk.RateLimited) as raised:
            step.hint("fight-plan", budget_ms=200)
        assert raised.value.status == 429


def test_the_retry_policy_waits_out_429_and_503_for_every_method() -> None:
    """What the library configures (httpx-retries does the waiting): a POST refused with 429,
    then 503, is sent again after each ``Retry-After`` and its answer returned."""
    answers = iter([(429, {"Retry-After": "0"}), (503, {"Retry-After": "0"}), (202, {})])
    seen = []

    def server(request: httpx.Request) -> httpx.Response:
        seen.append(request.method)
        status, headers = next(answers)
        return httpx.Response(status, headers=headers, json={})

    transport = RetryTransport(transport=httpx.MockTransport(server), retry=retrying(5))
    with httpx.Client(transport=transport, base_url="http://gamekeeper.test") as client:
        assert client.post("/v1/games/thrag/hints", json={}).status_code == 202
    assert seen == ["POST", "POST", "POST"]
