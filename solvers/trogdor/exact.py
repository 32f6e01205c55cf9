"""Exact expectimax on the model of Trogdor's actions (:mod:`solvers.trogdor.model`).

:class:`solvers.trogdor.search.Search` hands every position the model covers to
:class:`ModelSearch`: the card chosen, its powers before the actions and the items are still
searched on the engine, and the actions below them (where the tree is: a burning Peasant's
draw is 30-50 cards, each followed by a search of the AP left) here, on integers, made and
unmade in place. The values are floats (the chance averages' exact rationals are not needed to
compare plans: the objective's values are below 10^6, so a float's error stays below 10^-9);
the plan's reported value is the root's.

A position where only ending the actions is left (:meth:`Model.forced`) is valued where it
stands, with no table entry (still counted as a node); a burning Peasant's draw on the last
AP values each card without making it when the run spreads no further
(:meth:`Model.ended_run`): most of the tree below a Peasant burn is such leaves (issue 30).

A decision's children are tried burns first (progress makes the bound cut early), the costly
Peasant burn (a draw) last; a child whose bound from the AP left (:meth:`Model.bound`) cannot
beat the best found is cut. Every value stored is exact (a cut child cannot be the best), so
the table serves every later question of the same turn: the next request's position is
usually in it already.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from games.trogdor import GAME
from games.trogdor.state import TrogState
from solvers.core import Deadline
from solvers.trogdor.model import (
    BALL_COTTAGE,
    BALL_TILE,
    BEANS,
    BURN_COTTAGE,
    BURN_PEASANT,
    BURN_TILE,
    CHOMP,
    DISK,
    END,
    HIDE,
    JUMP,
    KINDS,
    MOVE,
    RING,
    SHIELD,
    TAKE_HITS,
    Model,
    context,
    move_signature,
    signature,
)

#: the order a decision's children are tried in, by action kind (see the module docstring)
_RANK = {
    BURN_COTTAGE: 0,
    BURN_TILE: 1,
    BALL_COTTAGE: 1,
    BALL_TILE: 1,
    CHOMP: 2,
    BEANS: 2,
    DISK: 2,
    SHIELD: 2,
    TAKE_HITS: 2,
    MOVE: 3,
    JUMP: 3,
    RING: 3,
    END: 4,
    HIDE: 5,
    BURN_PEASANT: 6,
}
ORDER = tuple(_RANK[kind] * 32 + tile for kind in range(KINDS) for tile in range(32))


class Expired(Exception):
    """The deadline passed: the searches stop (this one and the engine's, which share it)."""


@dataclass
class Turn:
    """One turn's model with its table: exact values, and the best action of each decision."""

    model: Model
    table: dict[tuple[Any, ...], float] = field(default_factory=dict)
    best: dict[tuple[Any, ...], int] = field(default_factory=dict)


@dataclass
class ModelSearch:
    """The exact search over the model; one :class:`Turn` per :func:`context` met."""

    deadline: Deadline | None = None
    turns: dict[tuple[Any, ...], Turn] = field(default_factory=dict)
    nodes: int = 0
    cuts: int = 0
    chance_nodes: int = 0

    def turn(self, state: TrogState) -> Turn:
        """``state``'s turn, its model loaded with ``state``."""
        ctx = context(state)
        found = self.turns.get(ctx)
        if found is None:
            found = self.turns[ctx] = Turn(Model(state))
        else:
            found.model.load(state)
        return found

    def value(self, state: TrogState) -> float:
        """The exact expected objective of a covered ``state`` under best play to the end of
        phase one; raises :class:`Expired` past the deadline (the table keeps what finished)."""
        turn = self.turn(state)
        m = turn.model
        if m.done is not None:
            return m.leaf()
        return self._value(m, turn.table, turn.best)

    def _value(self, m: Model, table: dict[tuple[Any, ...], float], best: dict) -> float:
        key = m.key()
        v = table.get(key)
        if v is not None:
            return v
        self.nodes += 1
        if self.deadline is not None and self.deadline.poll():
            raise Expired
        if m.burns:  # a burning Peasant's draw: every card equally likely, twins as one
            self.chance_nodes += 1
            total = 0.0
            count = 0
            ends = m.runs_end()
            for card, n in m.outcomes():
                count += n
                if ends:
                    ended = m.ended_run(card)
                    if ended is not None:
                        self._visit()
                        total += n * ended
                        continue
                m.draw(card)
                if m.done is not None:
                    total += n * m.leaf()
                elif m.forced():
                    self._visit()
                    total += n * m.leaf()
                else:
                    total += n * self._value(m, table, best)
                m.unmake()
            v = total / count
        else:
            best_v = -1e300
            best_a = -1
            for action in sorted(m.actions(), key=ORDER.__getitem__):
                m.make(action)
                if m.done is not None:
                    child = m.leaf()
                elif m.forced():
                    self._visit()
                    child = m.leaf()
                else:
                    found = table.get(m.key())
                    if found is not None:
                        child = found
                    elif best_a >= 0 and m.bound() <= best_v:
                        self.cuts += 1
                        m.unmake()
                        continue
                    else:
                        child = self._value(m, table, best)
                m.unmake()
                if child > best_v:
                    best_v, best_a = child, action
            best[key] = best_a
            v = best_v
        table[key] = v
        return v

    def _visit(self) -> None:
        """Count a position valued in place (:meth:`Model.forced`, :meth:`Model.ended_run`)
        as a node, as it was before, so that a budget in nodes
        (:class:`solvers.trogdor.plan.NodeClock`, simulations) costs no more CPU than before
        (measured: 0.3-1.1x on every 8th suite position); it buys a little less search where
        the table or the bound used to spare such a position (the finished ones take 1.0-1.5x
        the nodes)."""
        self.nodes += 1
        if self.deadline is not None and self.deadline.poll():
            raise Expired

    def best_move(self, state: TrogState) -> Any | None:
        """The engine's move for the best action found at the decision ``state``, if solved."""
        turn = self.turn(state)
        m = turn.model
        action = END * 32 if m.forced() else turn.best.get(m.key())
        if action is None:
            return None
        wanted = signature(action)
        for legal in GAME.legal_moves(state):
            if move_signature(legal.move) == wanted:
                return legal.move
        raise AssertionError(f"the model's action {wanted} is not the engine's")

    def principal(self, state: TrogState) -> tuple[list[Any], TrogState]:
        """The best moves from a solved covered ``state`` up to the first draw or the end of
        phase one, as the engine's moves, and where they lead."""
        moves: list[Any] = []
        while not GAME.chance_outcomes(state):
            move = self.best_move(state)
            if move is None:
                break
            moves.append(move)
            state, _ = GAME.apply(state, move)
            if state.status != "ongoing" or state.tasks[0][0] != "actions":
                break
        return moves, state
