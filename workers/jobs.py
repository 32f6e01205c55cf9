"""The rq job functions. Arguments arrive as JSON; everything is validated again here."""

from __future__ import annotations

from typing import Any

from rq import get_current_job

from games.core.errors import GameError
from games.core.problems import problem
from games.core.registry import get_game
from solvers import hints
from solvers.core import HintResult, Unsolvable


def solve_hint(
    game_id: str, kind: str, state: dict[str, Any], seat: int | None, budget_ms: int
) -> HintResult:
    """Solve one hint. A problem the client caused is recorded on the job as problem+json."""
    try:
        game = get_game(game_id)
        if game is None:
            raise Unsolvable(f"unknown game {game_id!r}")
        internal = game.from_wire(game.State.model_validate(state))
        return hints.solve(game_id, kind, internal, seat, budget_ms)
    except (GameError, Unsolvable, ValueError) as error:
        job = get_current_job()
        if job is not None:
            kind_of_problem = getattr(error, "problem", "unsolvable")
            extensions = getattr(error, "extensions", {})
            job.meta["problem"] = problem(kind_of_problem, str(error), **extensions)
            job.save_meta()
        raise
