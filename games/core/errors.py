"""Typed errors raised by the engines; the service maps each to one problem type of API.md."""


class GameError(Exception):
    """Base of every error an engine raises on bad input. ``problem`` names the API problem type."""

    problem = "invalid-state"
    status = 422

    def __init__(self, detail: str, **extensions: object) -> None:
        super().__init__(detail)
        self.detail = detail
        self.extensions = extensions


class InvalidState(GameError):
    """The state is not one the rules can reach or accept (counts wrong, pieces missing...)."""

    problem = "invalid-state"


class IllegalMove(GameError):
    """The move is well formed but the rules do not allow it now."""

    problem = "illegal-move"


class GameOver(GameError):
    """A move was sent to a finished game."""

    problem = "game-over"
    status = 409


class InvalidSetup(GameError):
    """The options of a new game are inconsistent (checked beyond their schema)."""

    problem = "validation"
    status = 400
