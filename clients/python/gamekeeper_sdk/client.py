"""The hand-written layer over the generated client: a game in a few lines.

``Gamekeeper(url)`` lists the games; ``game.new()`` answers a :class:`Step` that carries the
seat tokens and the ETag for you; ``step.apply(move)`` answers the next one; ``step.hint(kind)``
answers a :class:`PendingHint` whose ``wait()`` returns the result. Every problem the API
answers is raised as the exception of its type (``errors.py``), and 429/503 answers are retried
after their ``Retry-After``. Games are reached by the names the OpenAPI document gives every
game (``<game>_apply``, ``<Game>ApplyRequest``), so a game the server adds later works too.
"""

from __future__ import annotations

import importlib
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

import gamekeeper_client
import httpx
from gamekeeper_client import models
from gamekeeper_client.api.games import get_game, list_games
from gamekeeper_client.api.hints import cancel_hint, get_hint
from gamekeeper_client.types import UNSET, Response
from httpx_retries import Retry, RetryTransport

from gamekeeper_sdk.errors import GamekeeperError, problem_error

#: what the API answers while a hint is not done
PENDING = ("queued", "started")
#: the longest one ``GET /v1/hints/{id}`` waits server-side (``Prefer: wait``)
SERVER_WAIT_S = 20


def retrying(attempts: int) -> Retry:
    """Retry 429 (rate-limited) and 503 (hints unavailable) after their ``Retry-After``, for
    every method: the server refuses these before doing anything, so a retry is safe."""
    return Retry(
        total=attempts,
        backoff_factor=0.5,
        status_forcelist=[429, 503],
        allowed_methods=["GET", "POST", "DELETE"],
        respect_retry_after_header=True,
    )


def answer(response: Response[Any]) -> Any:
    """The parsed answer, or its problem raised."""
    parsed = response.parsed
    if isinstance(parsed, models.Problem):
        raise problem_error(parsed)
    if parsed is None:
        raise GamekeeperError(
            models.Problem(
                type_=models.ProblemType("https://gamekeeper.dev/problems/internal"),
                title="Unexpected answer",
                status=int(response.status_code),
                detail=response.content[:200].decode(errors="replace"),
            )
        )
    return parsed


def to_json(value: Any) -> Any:
    """A generated model as JSON, or the JSON value itself."""
    return value.to_dict() if hasattr(value, "to_dict") else value


class Gamekeeper:
    """A connection to a gamekeeper service."""

    def __init__(self, url: str, *, retries: int = 5, timeout_s: float = 30.0) -> None:
        self.client = gamekeeper_client.Client(
            base_url=url,
            raise_on_unexpected_status=True,
            timeout=httpx.Timeout(timeout_s + SERVER_WAIT_S),
            httpx_args={"transport": RetryTransport(retry=retrying(retries))},
        )

    def games(self) -> list[Any]:
        """Every game the service serves (``GameSummary``: seats, variants, hint kinds)."""
        return list(answer(list_games.sync_detailed(client=self.client)))

    def game(self, game_id: str) -> Game:
        return Game(self, game_id)

    def close(self) -> None:
        self.client.get_httpx_client().close()

    def __enter__(self) -> Gamekeeper:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


@dataclass(frozen=True)
class Game:
    """One game's operations and models, found by the names the document gives every game."""

    service: Gamekeeper
    id: str

    @property
    def _module(self) -> str:
        return self.id.replace("-", "_")

    def model(self, suffix: str) -> Any:
        """A generated model of this game, e.g. ``model("Step")`` is ``ThragStep``."""
        prefix = "".join(part.capitalize() for part in self.id.split("-"))
        return getattr(models, prefix + suffix)

    def operation(self, name: str) -> ModuleType:
        module = self._module
        return importlib.import_module(f"gamekeeper_client.api.{module}.{module}_{name}")

    def call(self, name: str, body: Any, **headers: Any) -> Response[Any]:
        given = {key: value for key, value in headers.items() if value is not None}
        return self.operation(name).sync_detailed(client=self.service.client, body=body, **given)

    def detail(self) -> Any:
        """``GameDetail``: the content (cards, maps…) and the rulings, with their ids."""
        return answer(get_game.sync_detailed(self.id, client=self.service.client))

    def new(self, **setup: Any) -> Step:
        """A new game: ``players``, ``variant``, ``mode``, ``seed``, ``options`` as the
        game's ``NewGame`` takes them (all optional)."""
        created = self.call("new_game", self.model("NewGame").from_dict(setup))
        return Step.answered(self, created, tokens=None)

    def replay(self, setup: dict[str, Any], moves: Sequence[Any]) -> Step:
        """The game ``setup`` after ``moves`` (a replay is a new game with its own tokens)."""
        body = {"setup": setup, "moves": [to_json(move) for move in moves]}
        replayed = self.call("replay", self.model("ReplayRequest").from_dict(body))
        return Step.answered(self, replayed, tokens=None)


@dataclass(frozen=True)
class Step:
    """A state of a game with its events, ETag and the seat tokens of its digital game.

    Immutable like the API: ``apply`` answers a new Step; the old one stays as it was.
    """

    game: Game
    step: Any = field(repr=False)  # the generated <Game>Step
    etag: str | None
    seat_tokens: tuple[str, ...] = ()

    @classmethod
    def answered(cls, game: Game, response: Response[Any], tokens: tuple[str, ...] | None) -> Step:
        step = answer(response)
        issued = step.seat_tokens if isinstance(step.seat_tokens, list) else None
        return cls(
            game,
            step,
            response.headers.get("ETag"),
            tuple(issued) if issued is not None else tokens or (),
        )

    @property
    def state(self) -> Any:
        return self.step.state

    @property
    def events(self) -> list[Any]:
        return list(self.step.events)

    @property
    def status(self) -> str:
        """``ongoing``, or how the game ended (``won``, ``lost``…)."""
        return str(self.state.status.value)

    @property
    def over(self) -> bool:
        return self.status != "ongoing"

    @property
    def to_act(self) -> list[int]:
        return list(self.state.to_act)

    def token(self, seat: int | None) -> str | None:
        """The seat's token, when this Step is a digital game's and the seat has one."""
        if seat is None or not 0 <= seat < len(self.seat_tokens):
            return None
        return self.seat_tokens[seat]

    def legal_moves(self, seat: int | None = None) -> list[Any]:
        """The moves allowed now (``LegalMove``: ``move``, ``label``, ``seat``); for ``seat``,
        its own moves, secret ones included (its token is sent for you)."""
        body = self.game.model("LegalMovesRequest").from_dict(
            {"state": self.state.to_dict(), **({"seat": seat} if seat is not None else {})}
        )
        legal = answer(self.game.call("legal_moves", body, gamekeeper_seat_token=self.token(seat)))
        return list(legal.moves)

    def apply(self, move: Any, *, seat: int | None = None) -> Step:
        """The Step after ``move`` (a ``LegalMove``, a generated move or its JSON), made as
        ``seat`` (default: the move's own seat, else the one seat to act) with that seat's token;
        the Step's ETag goes as ``If-Match``."""
        if seat is None:
            seat = getattr(move, "seat", None)
            if seat is None and isinstance(move, dict):
                seat = move.get("seat")
        if seat is None and len(self.to_act) == 1:  # a move without a seat: the seat to act
            seat = self.to_act[0]
        chosen = move.move if hasattr(move, "label") else move
        body = self.game.model("ApplyRequest").from_dict(
            {"state": self.state.to_dict(), "move": to_json(chosen)}
        )
        applied = self.game.call(
            "apply", body, if_match=self.etag, gamekeeper_seat_token=self.token(seat)
        )
        return Step.answered(self.game, applied, tokens=self.seat_tokens)

    def score(self) -> Any:
        body = self.game.model("StateRequest").from_dict({"state": self.state.to_dict()})
        return answer(self.game.call("score", body))

    def view(self, seat: int) -> Any:
        """The state as ``seat`` may see it (its token opens its own hidden parts)."""
        request = {"state": self.state.to_dict(), "seat": seat}
        body = self.game.model("ViewRequest").from_dict(request)
        return answer(self.game.call("view", body, gamekeeper_seat_token=self.token(seat))).view

    def render(self, seat: int | None = None) -> str:
        """The table as SVG, as ``seat`` sees it (everyone's view without a seat)."""
        request = {"state": self.state.to_dict(), **({"seat": seat} if seat is not None else {})}
        body = self.game.model("RenderRequest").from_dict(request)
        return str(answer(self.game.call("render", body, gamekeeper_seat_token=self.token(seat))))

    def hint(
        self, kind: str, *, seat: int | None = None, budget_ms: int | None = None
    ) -> PendingHint:
        """Ask a hint of ``kind`` for ``seat`` (default: the first seat to act)."""
        if seat is None and self.to_act:
            seat = self.to_act[0]
        request: dict[str, Any] = {"state": self.state.to_dict(), "kind": kind}
        if seat is not None:
            request["seat"] = seat
        if budget_ms is not None:
            request["budget_ms"] = budget_ms
        body = self.game.model("HintRequest").from_dict(request)
        asked = answer(self.game.call("create_hint", body, gamekeeper_seat_token=self.token(seat)))
        return PendingHint(self.game.service, asked)


@dataclass
class PendingHint:
    """A hint a worker solves; ``wait()`` for its result."""

    service: Gamekeeper
    hint: Any  # the generated Hint

    @property
    def id(self) -> str:
        return str(self.hint.id)

    @property
    def status(self) -> str:
        return str(self.hint.status.value)

    def refresh(self, wait_s: int = 0) -> PendingHint:
        """Its latest status; with ``wait_s`` the server holds the answer up to that long
        (``Prefer: wait``) until the hint ends."""
        prefer = f"wait={min(wait_s, SERVER_WAIT_S)}" if wait_s > 0 else UNSET
        found = get_hint.sync_detailed(self.id, client=self.service.client, prefer=prefer)
        self.hint = answer(found)
        return self

    def wait(self, timeout_s: float = 60.0) -> Any:
        """The result, the kind's own (``ThragFightPlanResult``...: ``moves``, each one for
        ``apply`` as it is, ``value``, ``quality``, ``explanation``, ``stats``, and the kind's
        ``plan``); a failed hint raises its problem, one not done in ``timeout_s`` raises
        ``TimeoutError`` (the hint goes on: ``wait`` again or ``cancel``)."""
        deadline = time.monotonic() + timeout_s
        while self.status in PENDING:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"hint {self.id} is still {self.status} after {timeout_s} s")
            self.refresh(wait_s=max(1, min(int(left), SERVER_WAIT_S)))
        if self.status == "finished":
            return self.hint.result
        if isinstance(self.hint.error, models.Problem):
            raise problem_error(self.hint.error)
        raise GamekeeperError(
            models.Problem(
                type_=models.ProblemType("https://gamekeeper.dev/problems/hint-failed"),
                title="Hint failed",
                status=500,
                detail=f"hint {self.id} ended {self.status}",
            )
        )

    def cancel(self) -> PendingHint:
        self.hint = answer(cancel_hint.sync_detailed(self.id, client=self.service.client))
        return self
