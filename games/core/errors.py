"""Typed errors raised by the engines, each naming its problem type (:mod:`games.core.problems`)."""

from typing import Any

from games.core.problems import PROBLEM_TYPES


class GameError(Exception):
    """Base of every error an engine raises on bad input. ``problem`` names the API problem type."""

    problem = "invalid-state"

    def __init__(self, detail: str, **extensions: Any) -> None:
        super().__init__(detail)
        self.detail = detail
        self.extensions = extensions

    @property
    def status(self) -> int:
        """The HTTP status of the error's problem type."""
        return PROBLEM_TYPES[self.problem].status


class InvalidState(GameError):
    """The state is not one the rules can reach or accept (counts wrong, pieces missing...)."""

    problem = "invalid-state"


class IllegalMove(GameError):
    """The move is well formed but the rules do not allow it now."""

    problem = "illegal-move"


class GameOver(GameError):
    """A move was sent to a finished game."""

    problem = "game-over"


class InvalidSetup(GameError):
    """The options of a new game are inconsistent (checked beyond their schema)."""

    problem = "validation"


def require(condition: bool, detail: str) -> None:
    """Raise :class:`InvalidState` with ``detail`` unless ``condition`` holds (invariant checks)."""
    if not condition:
        raise InvalidState(detail)
