"""The contract every game package implements, in the style of OpenSpiel's Game/State split.

An engine works on its own immutable typed state (frozen records, :mod:`games.core.record`;
its rules a flow of declared steps, :mod:`games.core.flow`: docs/writing-a-game.md) and
converts to and from the wire form (a pydantic model, the JSON clients see) at the boundary.
Moves are the game's pydantic move models themselves: small frozen value objects, hashable,
exactly what a client sends to ``apply``.

Every game package has the same modules (content, wire, events, state, rules, view, render,
game), and its ``game.py`` is a page of declarations: what the game is (:class:`GameType`,
players, variants) and which modules implement it (:class:`Modules`). :class:`Game` does the
rest the same way for every game: set-up checks, the wire round trip, the common fields of a state.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Literal, Protocol, TypeVar

from pydantic import BaseModel

from games.core.errors import InvalidSetup, InvalidState
from games.core.wire import Envelope


class StateFields(Protocol):
    """The fields every engine state has (API.md's ``State``, beside the game's own)."""

    @property
    def status(self) -> str: ...
    @property
    def mode(self) -> str: ...
    @property
    def seed(self) -> int: ...
    @property
    def draw_counter(self) -> int: ...


class MoveFields(Protocol):
    """What every move has: its ``type``, the discriminator of the game's move union."""

    @property
    def type(self) -> str: ...


S = TypeVar("S", bound=StateFields)
S_in = TypeVar("S_in", bound=StateFields, contravariant=True)
M = TypeVar("M", bound=MoveFields)


@dataclass(frozen=True, slots=True)
class Setup:
    """What a new game is made from: the checked fields of API.md's ``NewGame``."""

    players: int
    variant: str
    mode: str
    seed: int
    options: Any


@dataclass(frozen=True, slots=True)
class LegalMove(Generic[M]):
    """One thing that may happen next: a seat's move, or a chance outcome with its probability.

    ``M`` is the game's move union (``wire.AnyMove``), so a legal move can be applied as it is.
    """

    move: M
    seat: int | None
    label: str
    probability: float | None = None


def hinted_move(
    legal_moves: Callable[[Any], Sequence[LegalMove[M]]],
    state: Any,
    seat: int | None,
    plan: Sequence[Any],
) -> LegalMove[M] | None:
    """A hint's first move (a hint is one decision) as one of ``seat``'s legal moves in
    ``state``, for ``render`` to draw: a move of another seat, or for no proven seat, is none,
    so a picture cannot tell whether a guessed card is in someone's hand. The moves are listed
    only when there is a plan to look for."""
    if seat is None or not plan:
        return None
    return next((m for m in legal_moves(state) if m.seat == seat and m.move == plan[0]), None)


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
class GameType:
    """What kind of game this is, as OpenSpiel's ``GameType`` says it, for services and SDKs.

    ``dynamics``: seats move one after another, or several may decide at once.
    ``chance``: whether draws, rolls and shuffles happen (as explicit chance events).
    ``information``: whether some of the state is hidden from some seats.
    ``utility``: how the seats' results relate (one team, everyone for themselves, alone).
    """

    dynamics: Literal["sequential", "simultaneous"]
    chance: Literal["deterministic", "explicit"]
    information: Literal["perfect", "imperfect"]
    utility: Literal["cooperative", "competitive", "single-player"]


# --- the modules of a game package ---------------------------------------------------------


class WireModule(Protocol):
    """``wire.py``: the pydantic models of the options, the state and the moves."""

    @property
    def Options(self) -> type[BaseModel]: ...
    @property
    def State(self) -> type[Envelope]: ...
    @property
    def Move(self) -> Any:
        """The discriminated union (on ``type``) of every move, seat moves and chance outcomes."""

    @property
    def Breakdown(self) -> type[BaseModel]:
        """What the game's score is made of (``Score.breakdown``)."""

    @property
    def CHANCE_MOVES(self) -> tuple[type[BaseModel], ...]:
        """The move models that are chance outcomes (drawn, rolled, dealt), not a choice."""


class StateModule(Protocol[S]):
    """``state.py``: the internal state, its invariants and the wire round trip."""

    def check_invariants(self, state: S) -> None: ...
    def to_wire(
        self, state: S, pending_chance: dict[str, Any] | None, to_act: tuple[int, ...]
    ) -> dict[str, Any]: ...
    def from_wire(self, model: Any) -> S: ...


class RulesModule(Protocol[S, M]):
    """``rules.py``: the rules as pure functions of the state."""

    def new_game(self, setup: Setup) -> S: ...
    def legal_moves(self, state: S) -> list[LegalMove[M]]: ...
    def chance_outcomes(self, state: S) -> list[tuple[M, int]]: ...
    def pending_chance(self, state: S) -> BaseModel | None: ...
    def to_act(self, state: S) -> tuple[int, ...]: ...
    def apply(self, state: S, move: M) -> tuple[S, list[Event]]: ...
    def score(self, state: S) -> Score: ...


class ViewModule(Protocol[S_in]):
    """``view.py``: what one seat may see (``None``: what every seat may see)."""

    def view(self, state: S_in, wire: dict[str, Any], seat: int | None) -> dict[str, Any]: ...


class RenderModule(Protocol[S_in]):
    """``render.py``: an SVG picture of the table, as a seat sees it, with a plan drawn on it."""

    def render(self, state: S_in, seat: int | None, plan: Sequence[Any]) -> str: ...


class EventsModule(Protocol):
    """``events.py``: each event type's own fields (:mod:`games.core.events`)."""

    @property
    def Event(self) -> Any:
        """The discriminated union (on ``type``) of the game's events."""


class ContentModule(Protocol):
    """``content.py``: the data the rules use, and the rulings where the rulebook is silent."""

    def content(self) -> dict[str, Any]: ...
    def rulings(self) -> list[dict[str, Any]]: ...


@dataclass(frozen=True, slots=True)
class Modules(Generic[S, M]):
    """The modules of one game package, every one with the same shape in every game."""

    content: ContentModule
    wire: WireModule
    state: StateModule[S]
    rules: RulesModule[S, M]
    view: ViewModule[S]
    render: RenderModule[S]
    events: EventsModule


# --- the game ------------------------------------------------------------------------------


class Game(Generic[S, M]):
    """One game: its declarations, and the contract the service and the solvers call.

    ``S`` is the engine's state, ``M`` the union of the game's move models (``wire.AnyMove``).
    """

    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    variants: ClassVar[tuple[str, ...]]
    modes: ClassVar[tuple[str, ...]] = ("digital", "table")
    game_type: ClassVar[GameType]
    modules: ClassVar[Modules[Any, Any]]
    #: wire fields computed from the rest of the state: a given state must agree with them
    derived_fields: ClassVar[tuple[str, ...]] = ("pending_chance", "to_act")
    #: move types whose content only the moving seat may see (a card placed face down)
    secret_moves: ClassVar[frozenset[str]] = frozenset()
    #: event types that turn hidden content face up for every seat (a scuffle's reveal)
    revealing_events: ClassVar[frozenset[str]] = frozenset()
    #: named ``NewGame.options`` the committed golden counts cover besides the defaults
    #: (:mod:`games.core.golden`): the options that change what the rules do
    golden_options: ClassVar[Mapping[str, Mapping[str, Any]]] = {}

    @property
    def Options(self) -> type[BaseModel]:
        """Pydantic model of ``NewGame.options`` for this game."""
        return self.modules.wire.Options

    @property
    def State(self) -> type[Envelope]:
        """Pydantic model of the wire state (strict, no extra fields)."""
        return self.modules.wire.State

    @property
    def Move(self) -> Any:
        """The discriminated union (on ``type``) of every move."""
        return self.modules.wire.Move

    @property
    def EventUnion(self) -> Any:
        """The discriminated union (on ``type``) of the game's events, for the wire (named so
        beside :class:`Event`, what an engine emits)."""
        return self.modules.events.Event

    @property
    def default_variant(self) -> str:
        return self.variants[0]

    # --- the rules -------------------------------------------------------------------------

    def new_game(self, setup: Setup) -> S:
        """The state before anything is drawn: chance events of the set-up are still pending."""
        if not self.min_players <= setup.players <= self.max_players:
            raise InvalidSetup(
                f"{self.title} has {self.min_players} to {self.max_players} seats,"
                f" not {setup.players}"
            )
        if setup.variant not in self.variants:
            raise InvalidSetup(
                f"{self.title} has no variant {setup.variant!r}; variants: {list(self.variants)}"
            )
        state: S = self.modules.rules.new_game(setup)
        return state

    def legal_moves(self, state: S) -> list[LegalMove[M]]:
        """Every move of every seat in ``to_act``, or the outcomes of the pending chance event."""
        return self.modules.rules.legal_moves(state)

    def chance_outcomes(self, state: S) -> list[tuple[M, int]]:
        """The pending chance event's outcomes with integer weights; empty when none is pending."""
        return self.modules.rules.chance_outcomes(state)

    def apply(self, state: S, move: M) -> tuple[S, list[Event]]:
        """The state after ``move`` and what happened; raises IllegalMove or GameOver."""
        after: tuple[S, list[Event]] = self.modules.rules.apply(state, move)
        return after

    def score(self, state: S) -> Score:
        """The score so far, or the final one."""
        return self.modules.rules.score(state)

    def to_act(self, state: S) -> tuple[int, ...]:
        """Seats that may move now; empty while a chance event is pending or the game is over."""
        return self.modules.rules.to_act(state)

    def view(
        self, state: S, seat: int | None, wire: dict[str, Any] | None = None
    ) -> dict[str, Any]:
        """The wire state as ``seat`` may see it (``None``: what every seat may see).
        ``wire``: ``to_wire(state)``, when the caller has it already (views do not change it)."""
        return self.modules.view.view(state, self.to_wire(state) if wire is None else wire, seat)

    def render(self, state: S, seat: int | None = None, plan: Sequence[Any] = ()) -> str:
        """An SVG picture of the table as ``seat`` sees it, with ``plan`` (a hint's moves) on it."""
        return self.modules.render.render(state, seat, plan)

    def check_invariants(self, state: S) -> None:
        """Raise InvalidState when the state breaks a rule of conservation or consistency."""
        self.modules.state.check_invariants(state)

    # --- common fields of every state ------------------------------------------------------

    def status(self, state: S) -> str:
        """``ongoing`` or a final status."""
        return state.status

    def mode(self, state: S) -> str:
        """``digital`` or ``table``."""
        return state.mode

    def seed(self, state: S) -> int:
        """The seed the game was set up with."""
        return state.seed

    def draw_counter(self, state: S) -> int:
        """How many chance events were resolved so far: keys the digital generator."""
        return state.draw_counter

    def is_over(self, state: S) -> bool:
        return self.status(state) != "ongoing"

    def is_chance(self, state: S) -> bool:
        return bool(self.chance_outcomes(state))

    def is_chance_move(self, move: M) -> bool:
        return isinstance(move, self.modules.wire.CHANCE_MOVES)

    def is_secret_move(self, move: M) -> bool:
        """Whether only the moving seat may see this move (``secret_moves``)."""
        return move.type in self.secret_moves

    # --- the boundary ----------------------------------------------------------------------

    def to_wire(self, state: S) -> dict[str, Any]:
        """The state as JSON (without signature): what ``State`` validates."""
        pending = self.modules.rules.pending_chance(state)
        pending_json = None if pending is None else pending.model_dump(mode="json")
        return self.modules.state.to_wire(state, pending_json, self.to_act(state))

    def from_wire(self, model: Envelope) -> S:
        """The internal state of a validated wire model; raises InvalidState when inconsistent.

        Decode, check the invariants, then check that the fields the rest of the state decides
        (``derived_fields``) are what it decides: a hand-posed state cannot contradict itself.
        The model is a whole state: not the readable part of a sealed one (the service unseals).
        """
        if model.sealed is not None or model.seed is None:
            raise InvalidState(
                "a sealed state's readable part is not a whole state: send the digital state back"
                " as received, or pose a table-mode state with every card and the seed"
            )
        state: S = self.modules.state.from_wire(model)
        self.check_invariants(state)
        given = model.model_dump(mode="json", include=set(self.derived_fields))
        derived = self.to_wire(state)
        for name in self.derived_fields:
            expected, sent = derived[name], given[name]
            if name == "pending_chance" and sent is not None and expected is not None:
                sent = {**sent, "text": expected["text"]}  # the text is ours to word
            if sent != expected:
                raise InvalidState(
                    f"{name} is {sent!r} but the rest of the state says {expected!r}"
                )
        return state

    def content(self) -> dict[str, Any]:
        """The data the rules use (cards, tiles, decks...), served by ``GET /v1/games/{id}``."""
        return self.modules.content.content()

    def rulings(self) -> list[dict[str, Any]]:
        """Ruling ids with their texts."""
        return self.modules.content.rulings()
