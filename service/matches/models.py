"""The HTTP shapes of matches. Creating one is typed per game (its set-up, digital mode only);
what a match answers is the same shape for every game, its view and moves as open objects (a
match's game is known only once it is looked up)."""

from __future__ import annotations

from functools import cache
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, Field, RootModel, create_model

from games.core.game import Game
from games.core.registry import all_games
from games.core.wire import Strict
from service.models import Event, models_for

#: undo goes back at most this many changes
UNDO_DEPTH = 20


@cache
def match_request(game: Game) -> type[BaseModel]:
    """``{Game}MatchRequest``: the game's set-up (digital mode: the service deals and rolls)
    and whether the host may undo."""
    name = models_for(game).NewGame.__name__.removesuffix("NewGame")
    setup = create_model(
        f"{name}MatchSetup",
        __base__=models_for(game).NewGame,
        __doc__=f"Set up a {game.title} match: the service deals and rolls (digital mode).",
        mode=(Literal["digital"], "digital"),  # type: ignore[arg-type,maybe-unrecognized-str-typeform]
    )
    return create_model(
        f"{name}MatchRequest",
        __base__=Strict,
        __doc__=f"Create a {game.title} match.",
        game=(Literal[game.id], ...),  # type: ignore[arg-type]
        setup=(setup, Field(default_factory=setup)),
        undo=(
            bool,
            Field(
                default=False,
                description=f"whether the host may take back changes (up to {UNDO_DEPTH})",
            ),
        ),
    )


@cache
def match_request_union() -> type[RootModel]:
    """``MatchRequest``: every game's ``{Game}MatchRequest``, told apart by ``game`` (one model,
    as the route's signature takes one)."""
    members = tuple(match_request(game) for game in all_games().values())
    union = Annotated[Union[members], Field(discriminator="game")]  # type: ignore[valid-type]  # noqa: UP007
    return type("MatchRequest", (RootModel[union],), {"__doc__": "Create a match."})


class MatchLinks(BaseModel):
    self: str
    events: str


class MatchCreated(BaseModel):
    """A new match: hand each seat its token (and keep the host token); they are shown once."""

    id: str
    game: str
    version: int
    seat_tokens: list[str] = Field(description="seat n's bearer token: Authorization: Bearer")
    host_token: str = Field(description="the host's bearer token (undo, if allowed)")
    links: MatchLinks


class MatchLegalMove(BaseModel):
    move: dict[str, Any]
    seat: int | None
    label: str
    probability: float | None = None


class MatchView(BaseModel):
    """The match as one seat sees it (``seat`` null: as a spectator, what every seat sees)."""

    id: str
    game: str
    version: int = Field(description="counts changes; the ETag names it")
    seat: int | None
    status: str
    to_act: list[int]
    view: dict[str, Any] = Field(description="the game's state as this seat may see it")
    legal_moves: list[MatchLegalMove] = Field(
        description="a seat: its own moves (secret ones included); a spectator: the public ones"
    )
    events: list[Event] = Field(description="what happened in the last change")
    undo: bool = Field(description="whether the host may undo")


class MoveRequest(Strict):
    move: dict[str, Any] = Field(description="one of the match's game's moves, of this seat")


class MatchHintRequest(Strict):
    kind: str = Field(description="one of the game's hint kinds (GET /v1/games/{game})")
    budget_ms: Annotated[int | None, Field(ge=1, description="default: the kind's")] = None
