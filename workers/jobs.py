"""The rq job functions. Arguments arrive as JSON; everything is validated again here."""

from __future__ import annotations

from typing import Any

from rq import get_current_job

import solvers
from games.core.errors import GameError
from games.core.registry import get_game
from solvers.core import Unsolvable


def solve_hint(
    game_id: str, kind: str, state: dict[str, Any], seat: int | None, budget_ms: int
) -> dict[str, Any]:
    """Solve one hint. A problem the client caused is recorded on the job as problem+json."""
    try:
        game = get_game(game_id)
        if game is None:
            raise Unsolvable(f"unknown game {game_id!r}")
        internal = game.from_wire(game.State.model_validate(state))
        return solvers.solve(game_id, kind, internal, seat, budget_ms)
    except (GameError, Unsolvable, ValueError) as error:
        job = get_current_job()
        if job is not None:
            problem = getattr(error, "problem", "unsolvable")
            job.meta["problem"] = {
                "type": f"https://gamekeeper.dev/problems/{problem}",
                "title": "Hint cannot be solved",
                "status": getattr(error, "status", 422),
                "detail": str(error),
                **getattr(error, "extensions", {}),
            }
            job.save_meta()
        raise
