"""The HTTP shapes of API.md as pydantic models, built per game from its wire models.

Each game gets its own named request and response models (``ThragApplyRequest``,
``ThragStep``...), so the OpenAPI document, and the SDKs generated from it, are precise.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from functools import cache
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, create_model, model_validator

from games.core.game import Game
from games.core.wire import SEED_MAX, Mode, Seat, Strict

MAX_REPLAY_MOVES = 10_000
PROBLEM_BASE = "https://gamekeeper.dev/problems/"


class Open(BaseModel):
    """A response model that may carry more fields than it documents."""

    model_config = ConfigDict(extra="allow")


def open_model_names() -> set[str]:
    """Names of the response models that may carry more fields than they document."""
    return {model.__name__ for model in Open.__subclasses__()}


class Players(BaseModel):
    min: int
    max: int


class HintKindInfo(BaseModel):
    name: str
    description: str
    default_budget_ms: int
    max_budget_ms: int


class GameSummary(BaseModel):
    id: str
    title: str
    players: Players
    variants: list[str]
    default_variant: str
    modes: list[str]
    hint_kinds: list[HintKindInfo]


class Ruling(BaseModel):
    id: str
    text: str


class GameDetail(GameSummary):
    content: dict[str, Any]
    rulings: list[Ruling]


class Event(Open):
    """Something that happened, in order; more fields give the details."""

    type: str
    text: str


class Score(BaseModel):
    status: str
    winners: list[int]
    scores: dict[str, float]
    breakdown: dict[str, Any]


class View(BaseModel):
    view: dict[str, Any] = Field(description="the state as the seat may see it")


class Problem(Open):
    """RFC 9457 problem details; ``errors`` lists field errors of a ``validation`` problem."""

    type: str
    title: str
    status: int
    detail: str
    instance: str | None = None


class HintResult(Open):
    moves: list[dict[str, Any]]
    value: dict[str, Any]
    quality: dict[str, Any]
    explanation: str
    stats: dict[str, Any]


class HintLinks(BaseModel):
    self: str


class Hint(BaseModel):
    id: str
    game: str
    status: Literal["queued", "started", "finished", "failed", "canceled"]
    kind: str
    result: HintResult | None
    error: Problem | None
    links: HintLinks


@dataclass(frozen=True)
class GameModels:
    """The request and response models of one game's endpoints."""

    NewGame: type[BaseModel]
    StateRequest: type[BaseModel]
    LegalMovesRequest: type[BaseModel]
    ApplyRequest: type[BaseModel]
    ReplayRequest: type[BaseModel]
    ViewRequest: type[BaseModel]
    RenderRequest: type[BaseModel]
    HintRequest: type[BaseModel]
    LegalMove: type[BaseModel]
    LegalMoves: type[BaseModel]
    Step: type[BaseModel]


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


def _name(game: Game, suffix: str) -> str:
    return "".join(part.capitalize() for part in game.id.split("-")) + suffix


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


@cache
def models_for(game: Game) -> GameModels:
    name_wire_schemas(game)
    State, Move, Options = game.State, game.Move, game.Options
    Variant = Literal[game.variants]  # type: ignore[valid-type]
    Kind = Literal[tuple(game.hint_kinds)] if game.hint_kinds else str  # type: ignore[valid-type]
    Request = _request_base(game.id)
    max_budget = max((k.max_budget_ms for k in game.hint_kinds.values()), default=1)
    new_game = create_model(
        _name(game, "NewGame"),
        __base__=Strict,
        __doc__=f"Set up a {game.title} game.",
        players=(Annotated[int, Field(ge=game.min_players, le=game.max_players)], game.min_players),
        variant=(Variant, game.default_variant),
        mode=(Mode, "digital"),
        seed=(Annotated[int | None, Field(ge=0, le=SEED_MAX, description="default: random")], None),
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
        StateRequest=create_model(
            _name(game, "StateRequest"), __base__=Request, state=(State, ...)
        ),
        LegalMovesRequest=create_model(
            _name(game, "LegalMovesRequest"),
            __base__=Request,
            state=(State, ...),
            seat=(Seat | None, Field(default=None, description="only this seat's moves")),
        ),
        ApplyRequest=create_model(
            _name(game, "ApplyRequest"), __base__=Request, state=(State, ...), move=(Move, ...)
        ),
        ReplayRequest=create_model(
            _name(game, "ReplayRequest"),
            __base__=Strict,
            setup=(new_game, ...),
            moves=(Annotated[list[Move], Field(max_length=MAX_REPLAY_MOVES)], ...),
        ),
        ViewRequest=create_model(
            _name(game, "ViewRequest"), __base__=Request, state=(State, ...), seat=(Seat, ...)
        ),
        RenderRequest=create_model(
            _name(game, "RenderRequest"),
            __base__=Request,
            state=(State, ...),
            seat=(Seat | None, None),
            plan=(
                Annotated[list[Move], Field(max_length=100, description="a hint's moves")],
                Field(default_factory=list),
            ),
        ),
        HintRequest=create_model(
            _name(game, "HintRequest"),
            __base__=Request,
            state=(State, ...),
            seat=(Seat | None, None),
            kind=(Kind, next(iter(game.hint_kinds), "")),
            budget_ms=(
                Annotated[
                    int | None, Field(ge=1, le=max_budget, description="default: the kind's")
                ],
                None,
            ),
        ),
        LegalMove=legal_move,
        LegalMoves=create_model(
            _name(game, "LegalMoves"), to_act=(list[int], ...), moves=(list[legal_move], ...)
        ),
        Step=create_model(
            _name(game, "Step"),
            state=(State, ...),
            events=(list[Event], ...),
            legal_moves=(list[legal_move], ...),
        ),
    )
