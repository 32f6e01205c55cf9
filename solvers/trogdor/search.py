"""Exact search over the rest of a seat's phase one: expectimax on the engine's own moves.

Every decision of phase one is a node (the card, or its discard for 5 AP (T18); a card's pre,
during and post powers; items; reactive choices; Trogdor's actions), every draw inside it (a
burning Peasant's path, Path o' Burnination) a chance node averaged exactly with the engine's
probabilities, and the turn's end (the board phase's draw, or the game's end) a leaf valued by
:func:`solvers.trogdor.objective.value`. The game is cooperative: every seat's decision
maximises the same value. Values are :class:`~fractions.Fraction` s, so the optimum is exact;
with ``model``, Trogdor's actions are searched on :mod:`solvers.trogdor.model` instead, in floats
(:mod:`solvers.trogdor.exact`).

Two things keep it small: a transposition table on the positions reached (the same tiles
burned in another order, the same tile reached by another route), and a bound from the AP
left (:func:`upper_bound`) that skips a decision's children that cannot beat the best found.
The engine is used only through the public Game API, so a change in its internals changes
nothing here.

When the search cannot finish in the budget, :func:`deepen` looks ahead over the same moves to
a growing depth and then ends the turn (:class:`Lookahead`): a real plan with an exact value,
on the search's table.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from games.core.game import LegalMove
from games.trogdor import GAME
from games.trogdor.state import TrogState, phase
from solvers.core import Deadline
from solvers.trogdor import objective
from solvers.trogdor.exact import Expired, ModelSearch
from solvers.trogdor.model import covered

#: the phases of a seat's phase one (T18: the card is chosen in it)
PHASE_ONE = ("draw", "choose", "pre_actions", "actions", "post_actions")
#: move types the CP-SAT model covers (see :mod:`solvers.trogdor.cpsat`): Trogdor's actions
#: without burning a Peasant, and the card or discard; every other power is declined
FRAGMENT = ("choose_card", "discard_for_ap", "move", "jump", "chomp", "burninate", "hide")
FRAGMENT_ALSO = ("end_actions", "decline")


def in_phase_one(state: TrogState) -> bool:
    return state.status == "ongoing" and phase(state) in PHASE_ONE


def in_fragment(move: Any) -> bool:
    """Whether CP-SAT's model has ``move``: no Peasant burn, no card power or item (declined),
    no Path o' Burnination (its draw is chance)."""
    t = move.type
    if t in FRAGMENT_ALSO:
        return True
    if t not in FRAGMENT:
        return False
    if t == "burninate":
        return bool(move.target != "peasant")
    if t == "choose_card":
        return bool(move.card != "path-o-burnination")
    return True


#: items that cannot add to the objective during Trogdor's actions when no Peasant is on the
#: board: the Ring jumps, the Baubles move a Knight or the Troghammer (the risk term is bounded
#: by 0 anyway), the Shield and the Trinket only prevent damage, and the Pouch and the Flask act
#: on Peasants (the Tennis Ball burns, the Beans add AP and the Disk heals: not these)
NO_GAIN_ITEMS = frozenset(
    (
        "ring-of-voip",
        "baubles-of-astray",
        "shield-of-cumberdale",
        "super-trinket",
        "distractos-pouch",
        "ye-flask-of-denis",
    )
)

#: the order children are tried in: progress first, so that the bound cuts early
_ORDER = {"burninate": 0, "chomp": 1, "move": 2, "jump": 2, "choose_card": 3}


#: a position's value: exact (a Fraction) from the engine's search, a float from the model's
Value = Fraction | float


@dataclass
class Search:
    """One search: its table, counters and deadline (``fragment`` limits it to CP-SAT's moves).

    With ``model``, every position :func:`~solvers.trogdor.model.covered` (Trogdor's actions
    with no item or power left to use in them) is searched on the model
    (:class:`~solvers.trogdor.exact.ModelSearch`, same deadline), the rest on the engine."""

    deadline: Deadline | None = None
    fragment: bool = False
    model: bool = False
    table: dict[TrogState, Value] = field(default_factory=dict)
    best: dict[TrogState, Any] = field(default_factory=dict)
    nodes: int = 0
    cuts: int = 0
    chance_nodes: int = 0
    on_expiry: Callable[[], None] | None = None
    models: ModelSearch = field(init=False)

    def __post_init__(self) -> None:
        self.models = ModelSearch(self.deadline)

    def counts(self) -> tuple[int, int, int]:
        """Nodes, cuts and draws, the engine's and the model's."""
        m = self.models
        return self.nodes + m.nodes, self.cuts + m.cuts, self.chance_nodes + m.chance_nodes

    def on_model(self, state: TrogState) -> bool:
        """Whether ``state`` is searched on the model."""
        return self.model and not self.fragment and covered(state)

    def best_move(self, state: TrogState) -> Any | None:
        """The best move found at the decision ``state``, if it was solved."""
        found = self.best.get(state)
        if found is None and self.on_model(state):
            return self.models.best_move(state)
        return found

    def decisions(self, state: TrogState) -> list[tuple[Any, TrogState]]:
        out = []
        for legal in GAME.legal_moves(state):
            move: Any = legal.move
            if self.fragment and not in_fragment(move):
                continue
            child, _ = GAME.apply(state, move)
            out.append((move, child))
        out.sort(key=lambda mc: _ORDER.get(mc[0].type, 4))
        return out

    def value(self, state: TrogState) -> Value:
        """The exact expected objective of ``state`` under best play to the end of phase one."""
        if not in_phase_one(state):
            return objective.value(state)
        found = self.table.get(state)
        if found is not None:
            return found
        return self._expand(state)

    def _expand(self, state: TrogState) -> Value:
        """:meth:`value` of a phase-one ``state`` not in the table yet."""
        if self.on_model(state):
            v: Value = self.models.value(state)
            self.table[state] = v
            return v
        self.nodes += 1
        if self.deadline is not None and self.deadline.poll():
            raise Expired
        outcomes = GAME.chance_outcomes(state)
        if outcomes:  # a draw: average exactly over the integer weights
            self.chance_nodes += 1
            total = sum(weight for _, weight in outcomes)
            weighted: Value = Fraction(0)
            for move, weight in outcomes:
                child, _ = GAME.apply(state, move)
                weighted += weight * self.value(child)
            v = weighted / total
        else:
            v = self._best(state)
        self.table[state] = v
        return v

    def _best(self, state: TrogState) -> Value:
        best_v: Value | None = None
        best_m = None
        for move, child in self.decisions(state):
            v: Value
            if not in_phase_one(child):  # a leaf: its value costs no more than a bound would
                v = objective.value(child)
            else:
                found = self.table.get(child)
                if found is None and best_v is not None and upper_bound(child) <= best_v:
                    self.cuts += 1
                    continue
                v = self._expand(child) if found is None else found
            if best_v is None or v > best_v:
                best_v, best_m = v, move
        if best_v is None:  # nothing legal: cannot happen in phase one (end_actions, decline)
            return objective.value(state)
        self.best[state] = best_m
        return best_v

    def principal(self, state: TrogState) -> tuple[list[Any], TrogState]:
        """The best moves from ``state`` up to the first draw or the end of phase one."""
        moves: list[Any] = []
        while in_phase_one(state):
            if state not in self.best and self.on_model(state):
                rest, state = self.models.principal(state)
                return moves + rest, state
            move = self.best.get(state)
            if move is None:
                break
            moves.append(move)
            state, _ = GAME.apply(state, move)
        return moves, state


@dataclass
class Lookahead:
    """A plan over everything phase one offers, for when the exact search cannot finish:
    expectimax over ``depth`` decisions, then the turn ended (the actions ended, the powers
    after them declined). Ending is always a play, so the value found is the expected objective
    of a real plan, a lower bound of the optimum; a position solved (by the exact search, or
    here, when no turn was ended early below it: it then joins the exact search's table) counts
    with its exact value and moves. Draws are averaged exactly and cost no depth, so a
    Peasant's burn that lights others stays the costly part.

    The root's moves are tried the cheap ones first (those not followed by a draw): when the
    deadline cuts a depth short, the best of the root's moves it finished is still a plan
    (:attr:`root_best`).
    """

    exact: Search
    depth: int
    deadline: Deadline | None = None
    #: positions not solved: (state, depth left) -> (value, best move; None where the turn
    #: ends there)
    memo: dict[tuple[TrogState, int], tuple[Value, Any]] = field(default_factory=dict)
    #: the best of the root's moves valued so far: (value, move)
    root_best: tuple[Value, Any] | None = None
    #: decisions valued by ending the turn although other moves were offered: none means the
    #: depth reached the end of phase one everywhere, and the value is the optimum
    truncated: int = 0
    nodes: int = 0

    def root(self, state: TrogState) -> Value:
        """The plan's value from ``state`` (a decision); raises :class:`Expired` past the
        deadline, with :attr:`root_best` the best finished so far."""
        children = self.exact.decisions(state)
        children.sort(key=lambda mc: bool(GAME.chance_outcomes(mc[1])))  # stable: keeps _ORDER
        for move, child in children:
            if self.root_best is not None and upper_bound(child) <= self.root_best[0]:
                continue
            v = self.value(child, self.depth - 1)
            if self.root_best is None or v > self.root_best[0]:
                self.root_best = (v, move)
        assert self.root_best is not None, "phase one always offers a move"
        return self.root_best[0]

    def value(self, state: TrogState, depth: int) -> Value:
        """The plan's value from ``state`` with ``depth`` decisions left. A position whose
        whole subtree was searched without ending a turn early is solved: it joins the exact
        search's table, for the next depth and the next request's moves."""
        if not in_phase_one(state):
            return objective.value(state)
        solved = self.exact.table.get(state)
        if solved is not None:
            return solved
        known = self.memo.get((state, depth))
        if known is not None:  # only positions not solved are kept here
            self.truncated += 1
            return known[0]
        self.nodes += 1
        if self.deadline is not None and self.deadline.poll():
            raise Expired
        truncated = self.truncated
        outcomes = GAME.chance_outcomes(state)
        if outcomes:
            total = sum(weight for _, weight in outcomes)
            weighted: Value = Fraction(0)
            for outcome, weight in outcomes:
                child, _ = GAME.apply(state, outcome)
                weighted += weight * self.value(child, depth)
            v, best = weighted / total, None
        else:
            v, best = self._best(state, depth)
        if self.truncated == truncated:
            self.exact.table[state] = v
            if best is not None:
                self.exact.best[state] = best
        else:
            self.memo[state, depth] = (v, best)
        return v

    def _best(self, state: TrogState, depth: int) -> tuple[Value, Any]:
        if depth <= 0:
            legal = GAME.legal_moves(state)
            _, end, ended = ending(state, legal)
            if ended:
                self.truncated += len(legal) > 1
                return self.value(end, 0), None
        best_v: Value | None = None
        best_m = None
        for move, child in self.exact.decisions(state):
            if best_v is not None and upper_bound(child) <= best_v:
                continue
            v = self.value(child, depth - 1)
            if best_v is None or v > best_v:
                best_v, best_m = v, move
        assert best_v is not None, "phase one always offers a move"
        return best_v, best_m

    def principal(self, state: TrogState) -> tuple[list[Any], TrogState]:
        """The plan's moves from the root ``state`` (its :attr:`root_best` first) up to the
        first draw or the end of phase one."""
        assert self.root_best is not None
        move: Any = self.root_best[1]
        moves: list[Any] = [move]
        state, _ = GAME.apply(state, move)
        depth = self.depth - 1
        while in_phase_one(state) and not GAME.chance_outcomes(state):
            # a position solved meanwhile is followed as solved: worth at least what its
            # value was when the moves before it were chosen
            move = self.exact.best_move(state)
            if move is None and (state, depth) in self.memo:
                move = self.memo[state, depth][1]
            if move is None:  # the plan ends the turn here
                rest, end, ended = ending(state)
                assert ended
                return moves + rest, end
            moves.append(move)
            state, _ = GAME.apply(state, move)
            depth -= 1
        return moves, state


@dataclass(frozen=True, slots=True)
class Deepened:
    """What :func:`deepen` found: the plan, its value, the depth it looked, whether that is the
    optimum, and the positions it expanded over every depth."""

    value: Value
    moves: list[Any]
    end: TrogState
    depth: int
    proved: bool
    nodes: int


def deepen(exact: Search, state: TrogState, deadline: Deadline) -> Deepened | None:
    """:class:`Lookahead` one decision deeper at a time until ``deadline``: the best plan found,
    None if not even the first of the root's moves could be valued in time.

    Each finished depth's plan is worth at least the one before (ending the turn earlier is
    one of its options); a depth cut short adds the best of the root's moves it finished.
    """
    best: Deepened | None = None
    nodes = 0
    depth = 1
    while True:
        look = Lookahead(exact, depth, deadline)
        try:
            v = look.root(state)
        except Expired:
            nodes += look.nodes
            if look.root_best is not None and (best is None or look.root_best[0] > best.value):
                moves, end = look.principal(state)
                return Deepened(look.root_best[0], moves, end, depth, False, nodes)
            return None if best is None else dataclasses.replace(best, nodes=nodes)
        nodes += look.nodes
        moves, end = look.principal(state)
        best = Deepened(v, moves, end, depth, look.truncated == 0, nodes)
        if best.proved:
            return best
        depth += 1


def ending(
    state: TrogState, legal: list[LegalMove[Any]] | None = None
) -> tuple[list[Any], TrogState, bool]:
    """The moves that end phase one now (end the actions, decline the powers left), where they
    lead, and whether phase one did end there (a draw, or past phase one): it cannot where a
    card must be chosen first. ``legal``: ``state``'s legal moves, when the caller has them."""
    moves: list[Any] = []
    while in_phase_one(state) and not GAME.chance_outcomes(state):
        offered = GAME.legal_moves(state) if legal is None else legal
        legal = None
        names = {move.move.type: move.move for move in offered}
        move = names.get("end_actions") or names.get("decline")
        if move is None:
            return moves, state, False
        moves.append(move)
        state, _ = GAME.apply(state, move)
    return moves, state, True


def upper_bound(state: TrogState) -> Fraction:
    """No play from ``state`` to the end of phase one is worth more than this.

    Bounded when only Trogdor's actions remain, no Peasant can burn and no item can gain (then
    each AP adds at most one tile, in the 3x3s of at most three Cottages, or one Cottage);
    otherwise (a draw, a card power, an item that burns, heals or adds AP) only by everything
    burning, every Peasant chomped and the Void healed. The risk term is at best 0.
    """
    if not in_phase_one(state):
        return objective.value(state)
    w = objective.WEIGHTS
    tiles_left = 25 - state.burned.bit_count()
    cottages_left = 3 - state.cottages_burning.bit_count()
    peasants = len(state.peasants)
    now = objective.progress(state)
    everything = (
        w.tile * tiles_left
        + w.near * objective.approach_left(state)
        + w.cottage * cottages_left
        + (max(-w.peasant, 0) + w.health) * peasants
    )
    tasks = state.tasks
    plain = (
        len(tasks) >= 2
        and tasks[0][0] == "actions"
        and tasks[1][0] == "board_draw"
        and not peasants
        and state.card not in ("stump-rock", "sidewise", "slantwise")
        and all(s.item is None or s.item in NO_GAIN_ITEMS for s in state.seats)
    )
    if plain:
        per_ap = max(w.tile + 3 * w.near, w.cottage)
        gain = min(everything, per_ap * state.ap)
        win = tiles_left + cottages_left <= state.ap
    else:  # a power or item may also heal: at most every Peasant in the Void comes back
        gain = everything + w.health * state.void
        win = True
    return Fraction(now + gain + (w.win if win else 0))
