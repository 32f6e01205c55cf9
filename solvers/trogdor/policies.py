"""Trogdor's policies for ``gamekeeper simulate`` (registered in :mod:`solvers.policies`).

- ``greedy``: in phase one, the one-step rule of :func:`solvers.trogdor.plan.greedy_plan` (the
  move whose position is worth most if the turn ended there, by the planner's objective, among
  Trogdor's plain actions and the card choice); elsewhere :func:`board_rule`.
- ``plan``: in phase one, the ``turn-plan`` hint with a budget of :data:`PLAN_BUDGET_MS` on a
  :class:`~solvers.trogdor.plan.NodeClock` per request (search nodes and CP-SAT's deterministic
  time, not the clock's: a simulated game replays exactly, on any machine at any load), its
  moves followed up to the next draw; elsewhere :func:`board_rule`.
"""

from __future__ import annotations

import random
from typing import Any

from games.core.game import Game
from games.trogdor.state import TrogState
from solvers.trogdor.plan import NodeClock, greedy_plan, plan_moves
from solvers.trogdor.search import in_phase_one

#: the budget of each turn-plan request the ``plan`` policy makes, in a NodeClock's
#: milliseconds (75,000 search nodes)
PLAN_BUDGET_MS = 1500

#: plans being followed, by the position each next move is for (one process plays one game at
#: a time; the table is cleared when it grows)
_FOLLOWING: dict[TrogState, list[Any]] = {}


def board_rule(game: Game[Any, Any], state: TrogState, rng: random.Random) -> Any:
    """Decisions outside phase one: use the first item offered (a charged item is worth using
    when the engine offers it), else the first move offered (the active seat's first)."""
    legal: list[Any] = [m.move for m in game.legal_moves(state)]
    for move in legal:
        if move.type == "use_item":
            return move
    return legal[0]


def greedy(game: Game[Any, Any], state: TrogState, rng: random.Random) -> Any:
    if not in_phase_one(state):
        return board_rule(game, state, rng)
    moves, _ = greedy_plan(state)
    return moves[0] if moves else board_rule(game, state, rng)


def plan(game: Game[Any, Any], state: TrogState, rng: random.Random) -> Any:
    if not in_phase_one(state):
        return board_rule(game, state, rng)
    moves = _FOLLOWING.pop(state, None)
    if not moves:
        moves, _ = plan_moves(state, None, PLAN_BUDGET_MS, clock=NodeClock())
    if not moves:
        return board_rule(game, state, rng)
    first, rest = moves[0], moves[1:]
    if rest:
        if len(_FOLLOWING) > 1000:
            _FOLLOWING.clear()
        _FOLLOWING[game.apply(state, first)[0]] = rest
    return first
