"""Solvers: the search behind hints (API.md ``Hint.result``), called by the rq workers.

``solve(game_id, kind, state, seat, budget_ms)`` takes a game's *internal* state (as
``GAME.from_wire`` makes it) and answers the hint ``result`` dict: ``moves``, ``value``,
``quality``, ``explanation``, ``stats`` and optionally ``plan``. Each solver enforces its own
budget with a deadline in its search loop. A request no solver can answer raises
:class:`~solvers.core.Unsolvable` (or its subclass ``UnknownSolver``), which carries its
problem type and HTTP status.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from solvers.core import UnknownSolver, Unsolvable

Solver = Callable[[Any, "int | None", int], dict]


def _thrag_fight_plan(state, seat, budget_ms):
    from solvers.thrag import solve_fight_plan

    return solve_fight_plan(state, seat, budget_ms)


#: (game id, hint kind) -> solver; games declare their ``hint_kinds`` themselves
SOLVERS: dict[tuple[str, str], Solver] = {
    ("thrag", "fight-plan"): _thrag_fight_plan,
}


def solve(game_id: str, kind: str, state, seat: int | None, budget_ms: int) -> dict:
    """The hint ``result`` for ``seat`` in ``state`` within ``budget_ms`` milliseconds."""
    solver = SOLVERS.get((game_id, kind))
    if solver is None:
        known = sorted(k for g, k in SOLVERS if g == game_id)
        raise UnknownSolver(
            f"no solver {kind!r} for game {game_id!r}; known: {', '.join(known) or 'none'}",
            reason="unknown-kind",
        )
    if budget_ms <= 0:
        raise Unsolvable(f"the budget must be positive, got {budget_ms} ms", reason="budget")
    return solver(state, seat, budget_ms)


__all__ = ["SOLVERS", "UnknownSolver", "Unsolvable", "solve"]
