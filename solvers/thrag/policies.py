"""Thrag's ``fight-plan`` policy for ``gamekeeper simulate`` (registered in
:mod:`solvers.policies`).

It asks the ``fight-plan`` hint at every decision without a plan to follow, and follows the
moves it answers up to the next chance event. The hint and the policy are one algorithm with
two clocks: the hint served to a player stops its search at its time budget, the policy at
:data:`NODES` search nodes (the deepest iteration finished within them answers, as at a
deadline), about what 100 ms buys on the 2-core machine of docs/strength.md (~250,000 nodes a
second of CPU, measured on this policy's games), so every simulated game is reproducible.
(Until issue 31 the policy searched 2 fights deep and ``fight-plan-nodes`` used this budget;
docs/strength.md keeps their rows.)
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from pydantic import TypeAdapter

from games.core.game import Game
from games.thrag import wire
from games.thrag.state import ThragState
from solvers.core import HintResult
from solvers.thrag.fight_plan import solve_fight_plan

#: a wall-clock budget the node-limited search never reaches
NEVER_MS = 600_000
#: search nodes a hint: about 100 ms of CPU (see above)
NODES = 25_000

_MOVE: TypeAdapter[wire.AnyMove] = TypeAdapter(wire.Move)

#: the plan being followed: the position its next move is for, and its moves (one process plays
#: one game at a time)
_following: list[tuple[ThragState, list[Any]]] = []


def fight_plan(game: Game[ThragState, wire.AnyMove], state: ThragState, rng: random.Random) -> Any:
    """The ``fight-plan`` hint's next move, searched within :data:`NODES` nodes."""
    return _follow(game, state, lambda: solve_fight_plan(state, 0, NEVER_MS, max_nodes=NODES))


def _follow(
    game: Game[ThragState, wire.AnyMove], state: ThragState, solve: Callable[[], HintResult]
) -> Any:
    """The next move of the plan being followed, or of a new plan from ``solve``."""
    rest = None
    if _following and _following[0][0] == state:
        rest = _following.pop()[1]
    _following.clear()
    if not rest:
        rest = [_MOVE.validate_python(m) for m in solve()["moves"]]
    first, rest = rest[0], rest[1:]
    if rest:
        _following.append((game.apply(state, first)[0], rest))
    return first
