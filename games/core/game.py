"""The contract every game package implements, in the style of OpenSpiel's Game/State split.

An engine works on its own immutable internal state (whatever is fastest for it) and converts
to and from the wire form (a pydantic model, the JSON clients see) at the boundary.
Moves are the game's pydantic move models themselves: small frozen value objects, hashable,
exactly what a client sends to ``apply``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar

from pydantic import BaseModel

S = TypeVar("S")
Move = BaseModel


@dataclass(frozen=True, slots=True)
class Setup:
    """What a new game is made from: the checked fields of API.md's ``NewGame``."""

    players: int
    variant: str
    mode: str
    seed: int
    options: BaseModel


@dataclass(frozen=True, slots=True)
class LegalMove:
    """One thing that may happen next: a seat's move, or a chance outcome with its probability."""

    move: BaseModel
    seat: int | None
    label: str
    probability: float | None = None


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened while applying a move, in order, for front ends to animate."""

    type: str
    text: str
    details: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "text": self.text, **self.details}


@dataclass(frozen=True, slots=True)
class Score:
    """API.md's ``Score``: available at any time, final once ``status`` is not ``ongoing``."""

    status: str
    winners: Sequence[int]
    scores: Mapping[str, float]
    breakdown: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class HintKind:
    """A solver a game offers: its name, what it answers and its default time budget."""

    name: str
    description: str
    default_budget_ms: int
    max_budget_ms: int


class Game(ABC, Generic[S]):
    """One game's rules. Subclasses fill the class attributes and implement the methods."""

    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    variants: ClassVar[tuple[str, ...]]
    modes: ClassVar[tuple[str, ...]] = ("digital", "table")
    hint_kinds: ClassVar[Mapping[str, HintKind]] = {}

    #: pydantic model of ``NewGame.options`` for this game.
    Options: ClassVar[type[BaseModel]]
    #: pydantic model of the wire state (strict, no extra fields).
    State: ClassVar[type[BaseModel]]
    #: the discriminated union (on ``type``) of every move, seat moves and chance outcomes.
    Move: ClassVar[Any]
    #: the move models that are chance outcomes (drawn, rolled, dealt), not a seat's choice.
    chance_moves: ClassVar[tuple[type[BaseModel], ...]]

    @property
    def default_variant(self) -> str:
        return self.variants[0]

    # --- the rules -------------------------------------------------------------------------

    @abstractmethod
    def new_game(self, setup: Setup) -> S:
        """The state before anything is drawn: chance events of the set-up are still pending."""

    @abstractmethod
    def legal_moves(self, state: S) -> list[LegalMove]:
        """Every move of every seat in ``to_act``, or the outcomes of the pending chance event."""

    @abstractmethod
    def chance_outcomes(self, state: S) -> list[tuple[BaseModel, int]]:
        """The pending chance event's outcomes with integer weights; empty when none is pending."""

    @abstractmethod
    def apply(self, state: S, move: BaseModel) -> tuple[S, list[Event]]:
        """The state after ``move`` and what happened; raises IllegalMove or GameOver."""

    @abstractmethod
    def score(self, state: S) -> Score:
        """The score so far, or the final one."""

    @abstractmethod
    def view(self, state: S, seat: int) -> dict[str, Any]:
        """The wire state as ``seat`` may see it: hidden parts removed or summarised."""

    @abstractmethod
    def render(self, state: S, seat: int | None = None, plan: Sequence[BaseModel] = ()) -> str:
        """An SVG picture of the table as ``seat`` sees it, with ``plan`` (a hint's moves) on it."""

    @abstractmethod
    def check_invariants(self, state: S) -> None:
        """Raise InvalidState when the state breaks a rule of conservation or consistency."""

    # --- common fields of every state ----------------------------------------------------

    @abstractmethod
    def status(self, state: S) -> str:
        """``ongoing`` or a final status."""

    @abstractmethod
    def to_act(self, state: S) -> tuple[int, ...]:
        """Seats that may move now; empty while a chance event is pending or the game is over."""

    @abstractmethod
    def mode(self, state: S) -> str:
        """``digital`` or ``table``."""

    @abstractmethod
    def seed(self, state: S) -> int:
        """The seed the game was set up with."""

    @abstractmethod
    def draw_counter(self, state: S) -> int:
        """How many chance events were resolved so far: keys the digital generator."""

    # --- the boundary --------------------------------------------------------------------

    @abstractmethod
    def to_wire(self, state: S) -> dict[str, Any]:
        """The state as JSON (without signature): what ``State`` validates."""

    @abstractmethod
    def from_wire(self, wire: BaseModel) -> S:
        """The internal state of a validated wire model; raises InvalidState when inconsistent."""

    @abstractmethod
    def content(self) -> dict[str, Any]:
        """The data the rules use (cards, tiles, decks...), served by ``GET /v1/games/{id}``."""

    @abstractmethod
    def rulings(self) -> list[dict[str, str]]:
        """Ruling ids with one-line texts."""

    # --- derived helpers -----------------------------------------------------------------

    def is_over(self, state: S) -> bool:
        return self.status(state) != "ongoing"

    def is_chance(self, state: S) -> bool:
        return bool(self.chance_outcomes(state))

    def is_chance_move(self, move: BaseModel) -> bool:
        return isinstance(move, self.chance_moves)
