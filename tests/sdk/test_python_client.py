"""A generated Python client plays every game the API lists, over HTTP, with its typed models only.

The client is generated from the committed document by openapi-python-client (conftest.py), as
a new user would; a change to the API that breaks it (a renamed model, an undeclared status, a
field it cannot parse) fails here. Games, variants, seats and hint kinds come from
``GET /v1/games``, so a game added later is played too: its operations and models are found by
the names the document gives every game (``<game>_apply``, ``<Game>ApplyRequest``...).
"""

from __future__ import annotations

import importlib
import random
import time
from dataclasses import dataclass
from types import ModuleType
from typing import Any

import pytest

from tests.sdk.conftest import PACKAGE

pytestmark = pytest.mark.slow

#: a random game ends long before this; more means the client loops on something
MAX_MOVES = 5_000
HINT_TIMEOUT_S = 60.0
#: steps a hint kind may wait for the decision it answers
HINT_TRIES = 40


def operation(path: str) -> ModuleType:
    """A generated operation's module, e.g. ``hints.get_hint``."""
    return importlib.import_module(f"{PACKAGE}.api.{path}")


def problem_kind(sdk: ModuleType, answer: Any) -> str:
    """The problem type's short name (``not-found``) of a typed Problem answer."""
    assert isinstance(answer, sdk.models.Problem), answer
    return str(answer.type_.value).rsplit("/", 1)[-1]


@dataclass
class GameClient:
    """One game's generated operations and models, by the names the document gives them."""

    sdk: ModuleType
    client: Any
    game_id: str

    @property
    def module_id(self) -> str:
        return self.game_id.replace("-", "_")

    def model(self, suffix: str) -> Any:
        prefix = "".join(part.capitalize() for part in self.game_id.split("-"))
        return getattr(self.sdk.models, prefix + suffix)

    def call(self, endpoint: str, body: Any, **parameters: Any) -> Any:
        """The answer, parsed by the client (a Problem on an error); any status the document
        does not declare raises (``raise_on_unexpected_status``)."""
        module = operation(f"{self.module_id}.{self.module_id}_{endpoint}")
        return module.sync_detailed(client=self.client, body=body, **parameters)


#: option sets played too, as (game, option, seats): the Undead Crusade (issue 32), whose state
#: carries its Rifts (a field of the typed State only that option fills)
OPTION_GAMES = [("draggmar", "undead_crusade", 2)]


def play(
    game: GameClient, players: int, variant: str, seed: int, options: dict[str, Any] | None = None
) -> tuple[Any, int]:
    """A whole digital game (with ``options`` if given), each seat moving with its own token, and
    a move too many (409); the last Step and the length."""
    m = game.model
    new: dict[str, Any] = {"players": players, "variant": variant, "seed": seed}
    if options:
        new["options"] = options
    created = game.call("new_game", m("NewGame").from_dict(new))
    assert created.status_code == 201, created.parsed
    step, etag = created.parsed, created.headers["ETag"]
    assert isinstance(step, m("Step"))
    tokens = step.seat_tokens
    assert isinstance(tokens, list) and len(tokens) == players
    rng = random.Random(seed)
    moves = 0
    while step.state.status.value == "ongoing":
        assert moves < MAX_MOVES, f"{game.game_id}: no end after {moves} moves"
        seat = step.state.to_act[0]
        legal = game.call(
            "legal_moves",
            m("LegalMovesRequest")(state=step.state, seat=seat),
            gamekeeper_seat_token=tokens[seat],
        ).parsed
        assert isinstance(legal, m("LegalMoves")), legal
        choice = rng.choice([move for move in legal.moves if move.seat == seat])
        applied = game.call(
            "apply",
            m("ApplyRequest")(state=step.state, move=choice.move),
            if_match=etag,
            gamekeeper_seat_token=tokens[seat],
        )
        assert isinstance(applied.parsed, m("Step")), applied.parsed
        step, etag = applied.parsed, applied.headers["ETag"]
        prefix = type(step).__name__.removesuffix("Step")  # each event its type's own model
        assert all(type(e).__name__.startswith(prefix) for e in step.events), step.events
        moves += 1
    over = game.call(
        "apply",
        m("ApplyRequest")(state=step.state, move=choice.move),
        gamekeeper_seat_token=tokens[seat],
    )
    assert problem_kind(game.sdk, over.parsed) == "game-over"
    return step, moves


def read_the_end(game: GameClient, step: Any) -> None:
    """Score, view and render of a finished game, each parsed into its typed answer."""
    m = game.model
    score = game.call("score", m("StateRequest")(state=step.state)).parsed
    assert isinstance(score, m("Score")) and isinstance(score.breakdown, m("Breakdown")), score
    assert score.status == step.state.status  # the game's own status enum
    view = game.call("view", m("ViewRequest")(state=step.state, seat=0)).parsed
    assert isinstance(view, m("View")) and isinstance(view.view, m("State")), view
    picture = game.call("render", m("RenderRequest")(state=step.state)).parsed
    assert isinstance(picture, str) and "<svg" in picture


def ask_every_hint(game: GameClient, kinds: list[Any]) -> list[str]:
    """Every hint kind of the game, on a new game, polled until it ends; the statuses. A kind
    for a later decision (Draggmar's equip: a room) is unsolvable until it comes: the game
    moves on by its first legal move meanwhile."""
    m = game.model
    created = game.call("new_game", m("NewGame").from_dict({"seed": 3})).parsed
    tokens = created.seat_tokens
    statuses = []
    for kind in kinds:
        step = created
        for _ in range(HINT_TRIES):
            hint = ask_hint(game, step, tokens, kind.name)
            finished = hint.status.value == "finished"
            if finished or problem_kind(game.sdk, hint.error) != "unsolvable":
                break
            seat = step.state.to_act[0]
            legal = game.call(
                "legal_moves",
                m("LegalMovesRequest")(state=step.state, seat=seat),
                gamekeeper_seat_token=tokens[seat],
            ).parsed
            applied = game.call(
                "apply",
                m("ApplyRequest")(state=step.state, move=legal.moves[0].move),
                gamekeeper_seat_token=tokens[seat],
            )
            assert isinstance(applied.parsed, m("Step")), applied.parsed
            step = applied.parsed
        assert hint.status.value == "finished", hint
        result = hint.result  # the kind's own result (ThragFightPlanResult...): issue 33
        assert type(result).__name__.endswith("Result") and result.kind == kind.name.value
        assert result.moves and result.explanation
        assert all(move.to_dict()["type"] for move in result.moves)  # moves apply takes
        statuses.append(hint.status.value)
    return statuses


def ask_hint(game: GameClient, step: Any, tokens: list[str], kind: str) -> Any:
    """A hint for the first seat to act, polled until it ends."""
    m, sdk = game.model, game.sdk
    get_hint = operation("hints.get_hint")
    seat = step.state.to_act[0]
    request = m("HintRequest")(state=step.state, seat=seat, kind=kind, budget_ms=300)
    asked = game.call("create_hint", request, gamekeeper_seat_token=tokens[seat])
    assert asked.status_code in (200, 202), asked.parsed
    hint = asked.parsed
    deadline = time.monotonic() + HINT_TIMEOUT_S
    while hint.status.value in ("queued", "started") and time.monotonic() < deadline:
        time.sleep(0.1)
        hint = get_hint.sync(hint.id, client=game.client)
        assert isinstance(hint, sdk.models.Hint), hint
    return hint


def test_the_generated_client_plays_every_game_and_variant(sdk, api_url):
    client = sdk.Client(base_url=api_url, raise_on_unexpected_status=True, timeout=60)
    games = operation("games.list_games").sync(client=client)
    assert games and all(isinstance(g, sdk.models.GameSummary) for g in games)
    played: list[tuple[str, str, int, int]] = []
    hinted: list[str] = []
    for summary in games:
        game = GameClient(sdk, client, summary.id)
        seatings = [(variant, summary.players.min_) for variant in summary.variants] + [
            (summary.default_variant, n)
            for n in range(summary.players.min_ + 1, summary.players.max_ + 1)
        ]
        for seed, (variant, players) in enumerate(seatings, start=1):
            last, moves = play(game, players, variant, seed)
            read_the_end(game, last)
            played.append((summary.id, variant, players, moves))
        hinted += ask_every_hint(game, summary.hint_kinds)
    for game_id, option, players in OPTION_GAMES:  # option sets that add rules of their own
        game = GameClient(sdk, client, game_id)
        last, moves = play(game, players, "base", 7, options={option: True})
        read_the_end(game, last)
        assert "open" in last.state.to_dict()["crusade"]  # the typed State knows the Rifts
        played.append((game_id, option, players, moves))
    print(f"\ngenerated client: {len(played)} games played to the end: {played}")
    expected = {("thrag", "standard", 1), ("trogdor", "published", 1)}
    expected |= {("trogdor", "august-draft", 1), ("troll-party", "standard", 2)}
    expected |= {("troll-party", "standard", 3), ("draggmar", "undead_crusade", 2)}
    assert expected <= {(g, v, n) for g, v, n, _ in played}
    assert hinted and len(hinted) == sum(len(g.hint_kinds) for g in games)


def test_the_generated_client_parses_every_problem_it_triggers(sdk, api_url):
    get_game, get_hint = operation("games.get_game"), operation("hints.get_hint")
    cancel_hint = operation("hints.cancel_hint")
    client = sdk.Client(base_url=api_url, raise_on_unexpected_status=True, timeout=60)
    seen = {
        problem_kind(sdk, get_game.sync("chess", client=client)),
        problem_kind(sdk, get_hint.sync("hint-unknown", client=client)),
        problem_kind(sdk, cancel_hint.sync("hint-unknown", client=client)),
    }

    thrag = GameClient(sdk, client, "thrag")
    m = thrag.model
    step = thrag.call("new_game", m("NewGame")(seed=5)).parsed
    legal = step.legal_moves[0].move
    stale = thrag.call(
        "apply", m("ApplyRequest")(state=step.state, move=legal), if_match='"not-this-state"'
    )
    assert stale.status_code == 412
    seen.add(problem_kind(sdk, stale.parsed))
    forged = m("StateRequest").from_dict(m("StateRequest")(state=step.state).to_dict())
    forged.state.turn += 1
    seen.add(problem_kind(sdk, thrag.call("score", forged).parsed))
    other = GameClient(sdk, client, "troll-party")
    party = other.call("new_game", other.model("NewGame")(players=2, seed=5)).parsed
    wrong_seat = other.call(
        "legal_moves",
        other.model("LegalMovesRequest")(state=party.state, seat=1),
        gamekeeper_seat_token=party.seat_tokens[0],
    )
    seen.add(problem_kind(sdk, wrong_seat.parsed))
    assert seen == {"not-found", "precondition-failed", "tampered-state", "forbidden-seat"}
