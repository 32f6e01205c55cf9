"""A game's flow, declared once: the steps a game waits at, each with its kind, its moves, their
handlers and the steps that may follow; legal moves, who acts, the pending chance event and
``apply`` are read from the declarations the same way in every game.

A :class:`Step` is one of three kinds (as boardgame.io's phases and stages, OpenSpiel's chance
and decision nodes):

- ``chance``: waits for a draw, roll or deal: its ``pending`` event (the wire's
  ``pending_chance``), its weighted ``outcomes`` and their ``label``; its one chance move's
  handler applies the outcome drawn;
- ``decision``: waits for seats: ``moves`` lists every seat's moves (several seats may decide
  at once), ``seats`` says who acts (else the seats of the moves); each move class the step
  accepts has its handler (``on``);
- ``automatic``: happens at once: ``run``.

A chance or decision step may also ``settle``: when it has nothing to wait for (an empty deck,
no trade to offer) it changes the draft and says so, and the game goes on without waiting.

``at(state)`` says which steps are open: usually one (Thrag's phase, Troll Party's stage, the
first task of Trogdor's agenda), several when parts of the game go on at once (each group of a
Dungeons of Draggmar run at its own stage). The first open chance step is the pending event
(no seat moves while one is pending); else the open decision steps' moves are the legal moves,
their seats the seats to act.

``apply`` checks the move against the open steps, makes one draft of the state
(:mod:`games.core.record`), counts the draw (``draw_counter``) or the seat's move (``turn``,
where the flow ``counts_moves``), runs the move's handler, then every automatic step and
settling step until a draw or a seat's decision is due or the game is over, and freezes the
draft once. A handler raises :class:`~games.core.errors.IllegalMove` for a move its step does
not allow (nothing has changed then: the draft is dropped).

Handlers and automatic steps are given the draft and the step's argument (what ``at`` says
with its name: a task's seat, a group's index; ``None`` in most games): ``handler(draft, arg,
move)``, ``run(draft, arg)``. Reads (``moves``, ``outcomes``...) are given the state and the
argument. Dispatch is by the move's class (:func:`on` pairs each class with its handler, so a
handler is typed with the move it takes).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import partial
from operator import attrgetter, is_
from typing import Any, Generic, Literal, Protocol, TypeVar

from pydantic import BaseModel

from games.core.errors import GameOver, IllegalMove
from games.core.game import Event, LegalMove
from games.core.record import drafting
from games.core.slots import new_legal_move

Kind = Literal["chance", "decision", "automatic"]


class Playing(Protocol):
    """What the flow reads of every state (``games.core.record.Fields`` and the game's own)."""

    status: str
    draw_counter: int
    decisions: list[LegalMove[Any]] | None
    seat_decisions: dict[int, Sequence[LegalMove[Any]]] | None
    settled: bool | None


F = TypeVar("F", bound=Playing)  # a state's fields (what a handler changes: a draft)
A = TypeVar("A")  # a step's argument
S = TypeVar("S")  # a state record
M = TypeVar("M", bound=BaseModel)
#: the steps open in a state: (step name, argument), first first
Open = tuple[tuple[str, Any], ...]
#: why ``apply`` refused a move (a game may word each its own way: ``Flow(why=...)``)
Refusal = Literal["chance-awaited", "no-chance", "not-to-act", "not-accepted", "not-listed"]
#: automatic steps in one ``apply``, at most: more is a rule that never lets the game rest
MAX_STEPS = 100_000
_AT_MOST = range(MAX_STEPS)  # made once: ``settle`` runs after every move


class Pending(Protocol):
    """What a pending chance event says on the wire, at least."""

    @property
    def type(self) -> str: ...
    @property
    def text(self) -> str: ...


@dataclass(frozen=True, slots=True)
class Handling(Generic[F, A]):
    """A move class and what it does (:func:`on`)."""

    move: type[BaseModel]
    handler: Callable[[F, A, Any], None]


def on(move: type[M], handler: Callable[[F, A, M], None]) -> Handling[F, A]:
    """``handler`` applies moves of class ``move``: ``handler(draft, arg, move)``, typed with
    that class."""
    return Handling(move, handler)


def move_type(move: type[BaseModel]) -> str:
    """The wire ``type`` of a move class (its discriminator's default)."""
    return str(move.model_fields["type"].default)


@dataclass(frozen=True, slots=True)
class Step(Generic[F, A]):
    """One step a game can wait at (or pass through, if ``automatic``): see the module."""

    name: str
    kind: Kind
    #: the moves this step takes and their handlers (a chance step: its one chance move)
    on: tuple[Handling[F, A], ...] = ()
    #: the steps that may be open next, after this one's move or run
    then: frozenset[str] = frozenset()
    #: what the game waits for, in words (said when a move does not fit)
    text: str = ""
    #: chance: the event (the wire's ``pending_chance``), its outcomes (move, integer weight)
    #: and an outcome's label
    pending: Callable[[F, A], Pending] | None = None
    outcomes: Callable[[F, A], Sequence[tuple[Any, int]]] | None = None
    label: Callable[[F, Any], str] | None = None
    #: decision: every seat's moves, and who acts (None: the seats of the moves, in order)
    moves: Callable[[F, A], list[LegalMove[Any]]] | None = None
    seats: Callable[[F, A], tuple[int, ...]] | None = None
    #: decision, instead of ``moves``: one seat's moves (``seat_moves(state, arg, seat)``);
    #: the flow lists every seat's from it (``Flow(players=...)``), keeps each seat's list
    #: with the state and routes a move by its own seat's list alone
    seat_moves: Callable[[F, A, int], Sequence[LegalMove[Any]]] | None = None
    #: decision with ``seat_moves``: the move classes that change only their own seat's part
    #: of the state, which no step and no other seat's listing reads: after one, a state the
    #: flow settled is still settled, and only the mover's list is made again
    own: frozenset[type[BaseModel]] = frozenset()
    #: a move must be one the step lists (checked before its handler, which may rely on it)
    listed: bool = False
    #: chance and decision: before waiting, whether it settled itself (nothing to wait for)
    settle: Callable[[F, A], bool] | None = None
    #: automatic: what it does
    run: Callable[[F, A], None] | None = None

    def __post_init__(self) -> None:
        needs: dict[str, tuple[object, ...]] = {
            "chance": (self.pending, self.outcomes, self.label),
            "decision": (self.moves or self.seat_moves,),
            "automatic": (self.run,),
        }
        if any(handler is None for handler in needs[self.kind]):
            raise TypeError(f"step {self.name}: a {self.kind} step lacks what it needs")
        if self.kind == "chance" and len(self.on) != 1:
            raise TypeError(f"step {self.name}: a chance step takes its one chance move")
        if self.kind == "decision" and not self.on:
            raise TypeError(f"step {self.name}: a decision step takes moves")
        if self.kind == "automatic" and (self.on or self.settle):
            raise TypeError(f"step {self.name}: an automatic step takes no move and settles")
        if self.own and (self.seat_moves is None or self.own - {h.move for h in self.on}):
            raise TypeError(f"step {self.name}: own moves are moves it takes, by seat_moves")


def _listed(move: object, moves: Iterable[object]) -> bool:
    """Whether ``move`` is one of ``moves``: the very object first (a move picked from a list is
    one, and pydantic's ``==`` is slow), else an equal one (a move a client sent)."""
    moves = list(moves)
    return any(map(is_, moves, [move] * len(moves))) or move in moves


class Flow(Generic[S, F]):
    """A game's steps and how its states move between them: the rules' facade.

    ``state`` is the game's record class and ``steps`` its declarations; ``at`` says which steps
    are open in a state (module docstring). Options:

    - ``over``: what ``apply`` says once the game is over;
    - ``seat_of``: the seat making a move (default: its ``seat`` field);
    - ``counts_moves``: a seat's move adds one to the state's ``turn``;
    - ``by_seat``: the moves of several open steps are listed seat by seat (else step by step);
    - ``memo``: the seats' moves are listed once per state and kept (``Fields.decisions``),
      for flows whose ``listed`` steps check every move against them;
    - ``players``: how many seats a state has, for steps that list seat by seat
      (``seat_moves``: each seat's list is kept with the state, ``Fields.seat_decisions``);
    - ``canonical``: a move in the form the steps list it (a set sent in any order, sorted);
    - ``why``: the words of a refusal (given the default words).
    """

    def __init__(
        self,
        state: type[S],
        steps: Sequence[Step[F, Any]],
        at: Callable[[F], Open],
        *,
        chance_moves: Iterable[type[BaseModel]],
        over: Callable[[F], str],
        seat_of: Callable[[Any], int] | None = None,
        counts_moves: bool = False,
        by_seat: bool = False,
        memo: bool = False,
        canonical: Callable[[Any], Any] | None = None,
        why: Callable[[F, Any, Refusal, str], str] | None = None,
        players: Callable[[F], int] | None = None,
    ) -> None:
        self.drafts = drafting(state)
        self.record: type[Any] = state
        self.steps: dict[str, Step[F, Any]] = {}
        for step in steps:
            if step.name in self.steps:
                raise TypeError(f"step {step.name} is declared twice")
            self.steps[step.name] = step
        for step in steps:
            unknown = step.then - set(self.steps)
            if unknown:
                raise TypeError(f"step {step.name}: then names no step {sorted(unknown)}")
        #: each step's handlers by move class: what ``apply`` dispatches through
        self.handlers: dict[str, dict[type[BaseModel], Callable[[F, Any, Any], None]]] = {
            step.name: {handling.move: handling.handler for handling in step.on} for step in steps
        }
        self.chance_moves = frozenset(chance_moves)
        self.at = at
        self.over = over
        self.seat_of: Callable[[Any], int] = seat_of or attrgetter("seat")
        self.counts_moves = counts_moves
        self.by_seat = by_seat
        self.memo = memo
        self.canonical = canonical
        self.why = why
        self.players = players
        if players is None and any(step.seat_moves for step in steps):
            raise TypeError("a step lists seat by seat (seat_moves): the flow needs players=")
        #: the moves that change only their own seat (``Step.own``): ``apply`` marks the states
        #: it settled (``Fields.settled``) so that after one of these it need not settle again
        self.owns = frozenset(move for step in steps for move in step.own)
        for step in steps:
            if (self.owns & set(self.handlers[step.name])) - step.own:
                raise TypeError(f"step {step.name} takes a move another step says is own")
        #: whether any step runs or settles by itself: else ``apply`` has nothing to settle
        self.settles = any(step.kind == "automatic" or step.settle for step in steps)
        # what each step answers when it is the only one open, worked out once (most states
        # have one open step: these save the general path's lists and loops)
        self._legal = {step.name: self._legal_of(step) for step in steps}
        self._who = {step.name: self._who_of(step) for step in steps}
        #: how ``apply`` routes a move its step has a handler for, when that step alone is open
        self._routes = {step.name: self._route_of(step) for step in steps}
        self._thaw, self._freeze = self.drafts.thaw, self.drafts.freeze

    def _route_of(self, step: Step[F, Any]) -> str:
        """``apply``'s short way for a move of a class ``step`` handles, ``step`` alone open: a
        chance outcome as it is (``drawn``) or one of the outcomes (``outcome``), a decision by
        its seat (``seated``), found in its seat's own list (``own``) or picked from the kept
        moves (``picked``); else the general path (``general``)."""
        if step.kind == "chance":
            return "outcome" if step.listed else "drawn"
        if step.kind == "decision" and step.listed and step.seat_moves is not None:
            return "own"
        if step.kind == "decision" and not step.listed:
            return "seated"
        if step.kind == "decision" and self.memo and step.seats is None:
            return "picked"
        return "general"

    def _legal_of(self, step: Step[F, Any]) -> Callable[[F, Any], list[LegalMove[Any]]]:
        """``legal_moves`` of a state where ``step`` alone is open."""
        if step.kind == "chance":
            return partial(self._outcome_moves, step)
        if step.kind == "decision" and step.moves is not None and not self.memo:
            return step.moves
        name = step.name
        if not self.memo:
            return lambda state, arg: self._decisions(state, ((name, arg),))

        def kept(state: F, arg: Any) -> list[LegalMove[Any]]:
            found = state.decisions  # kept: the memo read here
            if found is None:  # the open step given: ``at`` is not asked again
                found = self.decisions(state, ((name, arg),))
            return list(found)

        return kept

    def _who_of(self, step: Step[F, Any]) -> Callable[[F, Any], tuple[int, ...]]:
        """``to_act`` of a state where ``step`` alone is open."""
        if step.kind != "decision":
            return _nobody
        if step.seats is not None:
            return step.seats
        if step.seat_moves is not None:
            players = self.players
            assert players is not None  # __init__ checks
            return lambda state, arg: tuple(
                seat for seat in range(players(state)) if self._own(state, step, arg, seat)
            )
        name = step.name
        return lambda state, arg: tuple(
            dict.fromkeys(_seat(m) for m in self.decisions(state, ((name, arg),)))
        )

    # --- reading a state -------------------------------------------------------------------

    def _chance(self, opens: Open) -> tuple[Step[F, Any], Any] | None:
        """The pending chance step and its argument: the first open chance step."""
        steps = self.steps
        for name, arg in opens:
            step = steps[name]
            if step.kind == "chance":
                return step, arg
        return None

    def _decisions(self, state: F, opens: Open) -> list[LegalMove[Any]]:
        steps = self.steps
        if len(opens) == 1:
            name, arg = opens[0]
            return self._moves(state, steps[name], arg, True)
        moves = [
            move for name, arg in opens for move in self._moves(state, steps[name], arg, False)
        ]
        if self.by_seat:
            moves.sort(key=_seat)
        return moves

    def _moves(self, state: F, step: Step[F, Any], arg: Any, alone: bool) -> list[LegalMove[Any]]:
        """Every seat's moves at ``step``: its ``moves``, or each seat's ``seat_moves`` in
        turn (kept with the state when ``step`` is ``alone`` open: they are kept by seat)."""
        if step.moves is not None:
            return step.moves(state, arg)
        seat_moves = step.seat_moves
        if seat_moves is None:
            return []
        assert self.players is not None  # __init__ checks
        seats = range(self.players(state))
        if not alone or type(state) is not self.record:
            return [move for seat in seats for move in seat_moves(state, arg, seat)]
        kept = state.seat_decisions
        if kept is None:
            kept = {}
            object.__setattr__(state, "seat_decisions", kept)
        moves: list[LegalMove[Any]] = []
        for seat in seats:  # _own's memo, read here once for every seat
            found = kept.get(seat)
            if found is None:
                found = kept[seat] = seat_moves(state, arg, seat)
            moves += found
        return moves

    def _own(self, state: F, step: Step[F, Any], arg: Any, seat: int) -> Sequence[LegalMove[Any]]:
        """One seat's moves at ``step`` (the one open step), kept with a state once listed (not
        with a draft: it changes); none for a seat the game does not have."""
        kept = state.seat_decisions  # only ever kept with a state, not a draft
        if kept is not None:
            found = kept.get(seat)
            if found is not None:
                return found
        assert step.seat_moves is not None and self.players is not None  # the callers check
        if not 0 <= seat < self.players(state):
            return ()
        found = step.seat_moves(state, arg, seat)
        if type(state) is self.record:
            if kept is None:
                kept = {}
                object.__setattr__(state, "seat_decisions", kept)
            kept[seat] = found
        return found

    def decisions(self, state: F, opens: Open | None = None) -> list[LegalMove[Any]]:
        """Every seat's moves in ``state`` (no chance event pending), kept with the state when
        the flow keeps them (``memo``): not to be changed by the caller."""
        if not self.memo:
            return self._decisions(state, self.at(state) if opens is None else opens)
        found = state.decisions
        if found is None:
            found = self._decisions(state, self.at(state) if opens is None else opens)
            object.__setattr__(state, "decisions", found)
        return found

    def pending_chance(self, state: F) -> Any:
        """The chance event ``state`` waits for (the game's wire model), if it waits for one."""
        if state.status != "ongoing":
            return None
        found = self._chance(self.at(state))
        if found is None:
            return None
        step, arg = found
        assert step.pending is not None  # Step checks
        return step.pending(state, arg)

    def chance_outcomes(self, state: F) -> list[tuple[Any, int]]:
        """The pending chance event's outcomes with their integer weights."""
        if state.status != "ongoing":
            return []
        opens = self.at(state)
        if len(opens) == 1:  # the usual case: the one open step, a chance step or not
            name, arg = opens[0]
            step = self.steps[name]
            if step.kind != "chance":
                return []
            assert step.outcomes is not None  # Step checks
            return list(step.outcomes(state, arg))
        found = self._chance(opens)
        if found is None:
            return []
        step, arg = found
        assert step.outcomes is not None  # Step checks
        return list(step.outcomes(state, arg))

    def legal_moves(self, state: F) -> list[LegalMove[Any]]:
        """The outcomes of the pending chance event (with their labels and probabilities), or
        else every seat's moves."""
        if state.status != "ongoing":
            return []
        opens = self.at(state)
        if len(opens) == 1:
            name, arg = opens[0]
            return self._legal[name](state, arg)
        found = self._chance(opens)
        if found is None:
            moves = self.decisions(state, opens)
            return list(moves) if self.memo else moves
        return self._outcome_moves(found[0], state, found[1])

    def _outcome_moves(self, step: Step[F, Any], state: F, arg: Any) -> list[LegalMove[Any]]:
        """The pending chance event's outcomes as moves, with their labels and probabilities."""
        assert step.outcomes is not None and step.label is not None  # Step checks
        outcomes = step.outcomes(state, arg)
        total = sum(weight for _, weight in outcomes)
        label = step.label
        return [new_legal_move(m, None, label(state, m), weight / total) for m, weight in outcomes]

    def _seats(self, state: F, opens: Open, step: Step[F, Any], arg: Any) -> tuple[int, ...]:
        """Who acts at ``step``: its ``seats``, else the seats of its moves."""
        if step.seats is not None:
            return step.seats(state, arg)
        if step.seat_moves is not None and len(opens) == 1:
            return self._who[step.name](state, arg)
        moves = (
            self.decisions(state, opens)
            if len(opens) == 1
            else self._moves(state, step, arg, False)
        )
        return tuple(dict.fromkeys(_seat(m) for m in moves))

    def to_act(self, state: F) -> tuple[int, ...]:
        """The seats with a move now: none while a chance event is pending or once over."""
        if state.status != "ongoing":
            return ()
        opens = self.at(state)
        if len(opens) == 1:
            name, arg = opens[0]
            return self._who[name](state, arg)
        steps = self.steps
        if self._chance(opens) is not None:
            return ()
        deciding = [(steps[name], arg) for name, arg in opens if steps[name].kind == "decision"]
        if self.memo or any(step.seats is None for step, _ in deciding):
            seats = dict.fromkeys(_seat(m) for m in self.decisions(state, opens))
        else:
            seats = dict.fromkeys(
                seat for step, arg in deciding for seat in self._seats(state, opens, step, arg)
            )
        return tuple(sorted(seats)) if self.by_seat else tuple(seats)

    def reaches(self, name: str) -> frozenset[str]:
        """The steps that may be open after ``name``'s move or run: its ``then``, and theirs in
        turn (what one ``apply`` may pass through)."""
        seen: set[str] = set()
        todo = [name]
        while todo:
            for following in self.steps[todo.pop()].then:
                if following not in seen:
                    seen.add(following)
                    todo.append(following)
        return frozenset(seen)

    def unforeseen(self, before: Open, after: Open) -> list[str]:
        """The steps open in ``after`` that no step open in ``before`` may lead to (``then``):
        none when the declarations foresee the move from one to the other."""
        allowed: set[str] = set()
        for name, _ in before:
            allowed |= self.reaches(name) | {name}
        return [name for name, _ in after if name not in allowed]

    # --- changing it -----------------------------------------------------------------------

    def _refuse(self, state: F, move: Any, reason: Refusal, words: str) -> IllegalMove:
        return IllegalMove(words if self.why is None else self.why(state, move, reason, words))

    def _decision_for(
        self, state: F, opens: Open, move: Any
    ) -> tuple[Any, Callable[[F, Any, Any], None]]:
        """The argument of the open decision step that takes ``move``, and its handler."""
        steps = self.steps
        deciding = [(steps[name], arg) for name, arg in opens if steps[name].kind == "decision"]
        text = deciding[0][0].text if deciding else "nothing is open"
        if type(move) in self.chance_moves:
            raise self._refuse(state, move, "no-chance", f"no chance event is pending: {text}")
        seat = self.seat_of(move)
        acting = [
            (step, arg)
            for step, arg in deciding
            if (
                self._listing(state, opens, step, arg, seat)
                if step.seat_moves is not None
                else seat in self._seats(state, opens, step, arg)
            )
        ]
        if not acting:
            seats = ", ".join(map(str, self.to_act(state)))
            raise self._refuse(
                state,
                move,
                "not-to-act",
                f"seat {seat} may not move now: {text}, waiting for seat(s) {seats}",
            )
        handlers = self.handlers
        for step, arg in acting:
            handler = handlers[step.name].get(type(move))
            if handler is None:
                continue
            listing = self._listing(state, opens, step, arg, seat)
            if step.listed and not _listed(move, (m.move for m in listing)):
                raise self._refuse(state, move, "not-listed", f"{move.type}: not a legal move now")
            return arg, handler
        step = acting[0][0]
        sent = " or ".join(move_type(handling.move) for handling in step.on)
        raise self._refuse(
            state, move, "not-accepted", f"{step.text}: send {sent}, not {move.type}"
        )

    def _listing(
        self, state: F, opens: Open, step: Step[F, Any], arg: Any, seat: int
    ) -> Sequence[LegalMove[Any]]:
        """The moves a move of ``seat`` at ``step`` is checked against: the seat's own, where
        the step lists seat by seat, else every seat's."""
        if step.seat_moves is None:
            return self.decisions(state, opens)
        if len(opens) == 1:
            return self._own(state, step, arg, seat)
        assert self.players is not None  # __init__ checks
        return step.seat_moves(state, arg, seat) if 0 <= seat < self.players(state) else ()

    def apply(self, state: S, move: Any) -> tuple[S, list[Event]]:
        """The state after ``move`` and what happened; IllegalMove or GameOver if it cannot be."""
        read: Any = state
        if read.status != "ongoing":
            raise GameOver(self.over(read))
        if self.canonical is not None:
            move = self.canonical(move)
        arg, handler, drawn = self._route(read, self.at(read), move)
        draft: Any = self._thaw(state)
        if drawn:
            draft.draw_counter += 1
        elif self.counts_moves:
            draft.turn += 1
        handler(draft, arg, move)
        if self.owns:
            return self._settled(read, draft, move)
        if self.settles:
            self.settle(draft)
        return self._freeze(draft)

    def _settled(self, state: Any, draft: Any, move: Any) -> tuple[S, list[Event]]:
        """``draft`` settled and frozen, marked settled; after an own move (``Step.own``) in a
        state this flow settled, nothing is settled and the other seats' lists are kept."""
        if type(move) in self.owns and state.settled:
            after, events = self._freeze(draft)
            kept = state.seat_decisions
            if kept:
                others = dict(kept)
                others.pop(self.seat_of(move), None)
                object.__setattr__(after, "seat_decisions", others)
        else:
            self.settle(draft)
            after, events = self._freeze(draft)
        object.__setattr__(after, "settled", True)
        return after, events

    def _route(
        self, state: F, opens: Open, move: Any
    ) -> tuple[Any, Callable[[F, Any, Any], None], bool]:
        """The open step that takes ``move``: its argument, the move's handler, and whether the
        move is a chance outcome; IllegalMove, saying why, when no step takes it."""
        if len(opens) == 1:  # the usual case, without the general one's lists
            name, arg = opens[0]
            handler = self.handlers[name].get(type(move))
            if handler is not None:
                route = self._routes[name]
                if route == "drawn":
                    return arg, handler, True
                if route == "own":
                    own = self._own(state, self.steps[name], arg, self.seat_of(move))
                    if _listed(move, (m.move for m in own)):
                        return arg, handler, False
                elif route == "outcome":
                    outcomes = self.steps[name].outcomes
                    assert outcomes is not None  # Step checks
                    if _listed(move, [m for m, _ in outcomes(state, arg)]):
                        return arg, handler, True
                elif route == "picked":
                    if self._picked(state, opens, move):
                        return arg, handler, False
                elif route == "seated" and self.seat_of(move) in self._who[name](state, arg):
                    return arg, handler, False
        found = self._chance(opens)
        if found is None:
            return (*self._decision_for(state, opens, move), False)
        step, arg = found
        handler = self.handlers[step.name].get(type(move))
        if handler is None:
            assert step.pending is not None  # Step checks
            pending = step.pending(state, arg)
            raise self._refuse(
                state,
                move,
                "chance-awaited",
                f"waiting for a chance event: {pending.text} ({pending.type})",
            )
        if step.listed:
            assert step.outcomes is not None  # Step checks
            if not _listed(move, (m for m, _ in step.outcomes(state, arg))):
                raise self._refuse(
                    state, move, "not-listed", f"{move.type}: not a possible outcome now"
                )
        return arg, handler, True

    def _picked(self, state: F, opens: Open, move: Any) -> bool:
        """Whether ``move`` is the very object of one of the kept moves, offered to its own seat:
        then it is listed and its seat acts (the seats of the moves), without the general path's
        seats and lists (a move picked from ``legal_moves`` is one; a move a client sent is
        equal, not the same, and takes the general path)."""
        found = state.decisions
        for legal in self.decisions(state, opens) if found is None else found:
            if legal.move is move:
                return legal.seat == self.seat_of(move)
        return False

    def settle(self, draft: Any) -> None:
        """Run the automatic steps, and the settling ones, until a chance event or a seat's
        decision is due or the game is over (``draft``: a draft, changed in place)."""
        steps = self.steps
        at = self.at
        for _ in _AT_MOST:
            if draft.status != "ongoing":
                return
            for name, arg in at(draft):
                step = steps[name]
                if step.kind == "automatic":
                    assert step.run is not None  # Step checks
                    step.run(draft, arg)
                    break
                if step.settle is not None and step.settle(draft, arg):
                    break
                if step.kind == "chance":
                    return
            else:
                return
        raise AssertionError(f"the rules did not settle in {MAX_STEPS} automatic steps")

    def start(self, state: S) -> tuple[S, list[Event]]:
        """``state`` (a game just set up) with its automatic steps run: what ``new_game`` gives
        when the set-up itself has steps to run."""
        draft = self.drafts.thaw(state)
        self.settle(draft)
        return self.drafts.freeze(draft)


def _nobody(state: Any, arg: Any) -> tuple[int, ...]:
    return ()


def _seat(move: LegalMove[Any]) -> int:
    return -1 if move.seat is None else move.seat
