"""The HTTP shapes of API.md as pydantic models, built per game from its wire models.

Each game gets its own named request and response models (``ThragApplyRequest``,
``ThragStep``...), so the OpenAPI document, and the SDKs generated from it, are precise.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from functools import cache
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel, ConfigDict, Field, create_model, model_validator

from games.core.game import Game
from games.core.problems import PROBLEM_BASE, PROBLEM_TYPES
from games.core.registry import all_games
from games.core.wire import SEED_MAX, Envelope, Mode, Seat, Strict
from solvers.core import HintValue, Quality, SolverStats
from solvers.hints import HINT_KINDS, HintKind, kinds_for

MAX_REPLAY_MOVES = 10_000


def _name(game: Game, suffix: str) -> str:
    return "".join(part.capitalize() for part in game.id.split("-")) + suffix


class Open(BaseModel):
    """A response model that may carry more fields than it documents."""

    model_config = ConfigDict(extra="allow")


class Players(BaseModel):
    min: int
    max: int


#: every hint kind's name, an enum for the SDKs (a game's own are in its ``HintRequest``)
HintKindName = Literal[tuple(dict.fromkeys(kind.name for kind in HINT_KINDS))]  # type: ignore[valid-type]


class HintKindInfo(BaseModel):
    name: HintKindName  # type: ignore[valid-type]
    description: str
    default_budget_ms: int
    max_budget_ms: int


class GameTypeInfo(BaseModel):
    """What kind of game it is, in OpenSpiel's terms."""

    dynamics: Literal["sequential", "simultaneous"] = Field(
        description="seats move one after another, or several decide at once (all in to_act)"
    )
    chance: Literal["deterministic", "explicit"] = Field(
        description="explicit: draws, rolls and shuffles are chance events (table mode asks them)"
    )
    information: Literal["perfect", "imperfect"] = Field(
        description="imperfect: parts of the state are hidden from some seats (use view per seat)"
    )
    utility: Literal["cooperative", "competitive", "single-player"]


class GameSummary(BaseModel):
    id: str
    title: str
    players: Players
    variants: list[str]
    default_variant: str
    modes: list[str]
    game_type: GameTypeInfo
    hint_kinds: list[HintKindInfo]


class Ruling(BaseModel):
    id: str
    text: str


class GameDetail(GameSummary):
    content: dict[str, Any]
    rulings: list[Ruling]


class Event(Open):
    """Something that happened, in order; more fields give the details. A match's events (any
    game's, and ``undo``): a game's Step has the game's own union (``ThragEvent``)."""

    type: str
    text: str


class ScoreBase(BaseModel):
    """API.md's ``Score``; each game narrows ``status`` to its own statuses and ``breakdown`` to
    its own model (``ThragScore``, ``ThragBreakdown``)."""

    status: str
    winners: list[int]
    scores: dict[str, float] = Field(description="each seat's points, by seat number")
    breakdown: BaseModel = Field(description="what the score is made of (each game's own)")


#: every problem type's URI (games/core/problems.py is the table), an enum for the SDKs
ProblemTypeUri = Literal[tuple(PROBLEM_BASE + kind for kind in PROBLEM_TYPES)]  # type: ignore[valid-type]


class Problem(Open):
    """RFC 9457 problem details; ``errors`` lists field errors of a ``validation`` problem."""

    type: ProblemTypeUri  # type: ignore[valid-type]
    title: str
    status: int
    detail: str
    instance: str | None = None


class HintLinks(BaseModel):
    self: str


def _hint_result(kind: HintKind) -> type[BaseModel]:
    """``{Game}{Kind}Result``: a kind's result, its moves the game's move union (each one as
    ``apply`` takes it) and its ``plan`` the kind's own shape, if it answers one."""
    game = all_games()[kind.game]
    name = _name(game, "") + "".join(part.capitalize() for part in kind.name.split("-"))
    plan: dict[str, Any] = {}
    if kind.plan is not None:
        plan["plan"] = (kind.plan | None, None)
    return create_model(
        f"{name}Result",
        __doc__=f"The result of a {kind.name} hint ({game.title}).",
        kind=(Literal[kind.name], ...),  # type: ignore[arg-type]
        moves=(
            list[game.Move],  # type: ignore[name-defined]
            Field(description="apply them in order: each is a move apply takes as it is"),
        ),
        value=(HintValue, ...),
        quality=(Quality, ...),
        explanation=(str, ...),
        stats=(SolverStats, ...),
        **plan,
    )


#: every kind's result, told apart by ``kind`` (the hint's own): ``HintResult`` in the document
HINT_RESULTS = tuple(_hint_result(kind) for kind in HINT_KINDS)
HintResult = Annotated[
    Union[HINT_RESULTS],  # type: ignore[valid-type]  # noqa: UP007
    Field(discriminator="kind"),
]


class Hint(BaseModel):
    id: str
    game: str
    status: Literal["queued", "started", "finished", "failed", "canceled"]
    kind: HintKindName  # type: ignore[valid-type]
    result: HintResult | None
    error: Problem | None
    #: the X-Request-ID of the request that enqueued the job: the worker's log events carry it
    request_id: str | None
    links: HintLinks


# --- the shapes every game's models share ----------------------------------------------------
# Each game's router uses its own models (``ThragApplyRequest``...), made by ``models_for`` as
# subclasses of these: the handlers are written, and type-checked, against these shapes. A move
# (``Any`` here) is one of the game's move models, all of which have a ``type``.


class NewGameBase(Strict):
    """API.md's ``NewGame``; each game narrows ``players``, ``variant`` and ``options``."""

    players: int
    variant: str
    mode: Mode = "digital"
    seed: int | None = None
    options: BaseModel


class StateRequestBase(Strict):
    state: Envelope


class LegalMovesRequestBase(StateRequestBase):
    seat: Seat | None = None


class ApplyRequestBase(StateRequestBase):
    move: Any


class ReplayRequestBase(Strict):
    setup: NewGameBase
    moves: list[Any]


class ViewRequestBase(StateRequestBase):
    seat: Seat


class RenderRequestBase(StateRequestBase):
    seat: Seat | None = None
    plan: list[Any] = Field(default_factory=list)


class HintRequestBase(StateRequestBase):
    seat: Seat | None = None
    kind: str
    budget_ms: int | None = None


@dataclass(frozen=True)
class GameModels:
    """The request and response models of one game's endpoints."""

    NewGame: type[NewGameBase]
    StateRequest: type[StateRequestBase]
    LegalMovesRequest: type[LegalMovesRequestBase]
    ApplyRequest: type[ApplyRequestBase]
    ReplayRequest: type[ReplayRequestBase]
    ViewRequest: type[ViewRequestBase]
    RenderRequest: type[RenderRequestBase]
    HintRequest: type[HintRequestBase]
    LegalMove: type[BaseModel]
    LegalMoves: type[BaseModel]
    Step: type[BaseModel]
    View: type[BaseModel]
    Score: type[ScoreBase]

    def signature_namespace(self) -> dict[str, type[BaseModel]]:
        """The names a game's handlers are annotated with, bound to this game's models."""
        return {name: getattr(self, name) for name in self.__dataclass_fields__}


class WrongGame(Exception):
    """A state of another game. Not a ValueError, so pydantic lets it through to the handler."""


def _request_base(game_id: str) -> type[Strict]:
    """A base for one game's request models: a state of another game is ``wrong-game``."""

    class GameRequest(Strict):
        @model_validator(mode="before")
        @classmethod
        def _same_game(cls, data: Any) -> Any:
            state = data.get("state") if isinstance(data, dict) else None
            other = state.get("game") if isinstance(state, dict) else None
            if isinstance(other, str) and other != game_id:
                raise WrongGame(f"this is a state of {other!r}, sent to {game_id!r}")
            return data

    return GameRequest


def name_wire_schemas(game: Game) -> None:
    """Prefix the OpenAPI names of a game's wire models with the game's name (``ThragState``).

    Litestar names a component after the class's ``__qualname__``, and when two games both have
    a ``State`` it renames both after their modules: adding a game would then rename another
    game's schemas and break the SDKs generated from them. Class names stay as they are.
    """
    module = sys.modules[game.State.__module__]
    prefix = _name(game, "")
    for model in vars(module).values():
        if (
            isinstance(model, type)
            and issubclass(model, BaseModel)
            and model.__module__ == module.__name__
            and not model.__qualname__.startswith(prefix)
        ):
            model.__qualname__ = prefix + model.__qualname__


def move_union_names(game: Game) -> tuple[str, frozenset[str]]:
    """The OpenAPI name of the game's move union (``ThragMove``) and the names of its moves."""
    union = get_args(game.Move)[0] if get_origin(game.Move) is Annotated else game.Move
    return _name(game, "Move"), frozenset(m.__qualname__ for m in get_args(union))


def event_union_names(game: Game) -> tuple[str, frozenset[str]]:
    """The OpenAPI name of the game's event union (``ThragEvent``) and of its members."""
    union = get_args(game.EventUnion)[0]
    return _name(game, "Event"), frozenset(m.__qualname__ for m in get_args(union))


OptionalSeed = Annotated[int | None, Field(ge=0, le=SEED_MAX, description="default: random")]


@cache
def models_for(game: Game) -> GameModels:
    """A game's request and response models.

    The game's own types (its variants, hint kinds and move union) exist only at run time, so
    the type checker cannot read the few annotations built from them (``type: ignore`` there).
    """
    name_wire_schemas(game)
    State, Move, Options = game.State, game.Move, game.Options
    Status: Any = State.model_fields["status"].annotation  # the game's statuses
    Variant = Literal[game.variants]  # type: ignore[name-defined]
    hint_kinds = kinds_for(game.id)
    Kind = Literal[tuple(hint_kinds)] if hint_kinds else str
    same_game = _request_base(game.id)
    max_budget = max((k.max_budget_ms for k in hint_kinds.values()), default=1)
    Moves = list[Move]  # type: ignore[valid-type]
    Plan = Annotated[Moves, Field(max_length=100, description="a hint's moves")]

    def request(suffix: str, base: type[BaseModel], **fields: Any) -> Any:
        """One game's request model: ``base``'s shape with the game's own types."""
        return create_model(_name(game, suffix), __base__=(same_game, base), **fields)

    new_game = create_model(
        _name(game, "NewGame"),
        __base__=NewGameBase,
        __doc__=f"Set up a {game.title} game.",
        players=(Annotated[int, Field(ge=game.min_players, le=game.max_players)], game.min_players),
        variant=(Variant, game.default_variant),
        mode=(Mode, "digital"),
        seed=(OptionalSeed, None),
        options=(Options, Field(default_factory=Options)),
    )
    legal_move = create_model(
        _name(game, "LegalMove"),
        move=(Move, ...),
        seat=(int | None, ...),
        label=(str, ...),
        probability=(float | None, None),
    )
    return GameModels(
        NewGame=new_game,
        StateRequest=request("StateRequest", StateRequestBase, state=(State, ...)),
        LegalMovesRequest=request(
            "LegalMovesRequest",
            LegalMovesRequestBase,
            state=(State, ...),
            seat=(Seat | None, Field(default=None, description="only this seat's moves")),
        ),
        ApplyRequest=request(
            "ApplyRequest", ApplyRequestBase, state=(State, ...), move=(Move, ...)
        ),
        ReplayRequest=create_model(
            _name(game, "ReplayRequest"),
            __base__=ReplayRequestBase,
            setup=(new_game, ...),
            moves=(Annotated[Moves, Field(max_length=MAX_REPLAY_MOVES)], ...),
        ),
        ViewRequest=request("ViewRequest", ViewRequestBase, state=(State, ...), seat=(Seat, ...)),
        RenderRequest=request(
            "RenderRequest",
            RenderRequestBase,
            state=(State, ...),
            seat=(Seat | None, None),
            plan=(Plan, Field(default_factory=list)),
        ),
        HintRequest=request(
            "HintRequest",
            HintRequestBase,
            state=(State, ...),
            seat=(Seat | None, None),
            kind=(Kind, next(iter(hint_kinds), "")),
            budget_ms=(
                Annotated[
                    int | None, Field(ge=1, le=max_budget, description="default: the kind's")
                ],
                None,
            ),
        ),
        LegalMove=legal_move,
        Score=create_model(
            _name(game, "Score"),
            __base__=ScoreBase,
            status=(Status, ...),
            breakdown=(game.modules.wire.Breakdown, ...),
        ),
        LegalMoves=create_model(
            _name(game, "LegalMoves"), to_act=(list[int], ...), moves=(list[legal_move], ...)
        ),
        View=create_model(
            _name(game, "View"),
            view=(
                State,
                Field(
                    description="the state as the seat may see it: what it may not see is"
                    ' "hidden" or null'
                ),
            ),
        ),
        Step=create_model(
            _name(game, "Step"),
            state=(State, ...),
            events=(list[game.EventUnion], ...),  # type: ignore[name-defined]
            legal_moves=(list[legal_move], ...),
            seat_tokens=(
                list[str] | None,
                Field(
                    default=None,
                    description="POST /states in digital mode only: each seat's token, to hand"
                    " to that seat's player (Gamekeeper-Seat-Token header)",
                ),
            ),
        ),
    )
