"""Problems as exceptions: every 4xx/5xx answer of the API is an RFC 9457 problem whose ``type``
names one of these classes, so a caller catches what it can handle (``except IllegalMove``)
instead of testing each answer for a ``Problem``."""

from __future__ import annotations

from typing import Any


class GamekeeperError(Exception):
    """A problem the API answered. ``problem`` is the generated ``Problem`` model (``type_``,
    ``title``, ``status``, ``detail``, and ``errors`` for a validation problem)."""

    kind = "problem"

    def __init__(self, problem: Any) -> None:
        self.problem = problem
        self.status: int = problem.status
        self.detail: str = problem.detail
        super().__init__(f"{problem.status} {problem.title}: {problem.detail}")


class Validation(GamekeeperError):
    kind = "validation"


class ForbiddenSeat(GamekeeperError):
    kind = "forbidden-seat"


class NotFound(GamekeeperError):
    kind = "not-found"


class MethodNotAllowed(GamekeeperError):
    kind = "method-not-allowed"


class GameOver(GamekeeperError):
    kind = "game-over"


class PreconditionFailed(GamekeeperError):
    """The state sent is not the one the ``If-Match`` ETag names: someone moved first."""

    kind = "precondition-failed"


class PreconditionRequired(GamekeeperError):
    """A change of a match without ``If-Match``."""

    kind = "precondition-required"


class PayloadTooLarge(GamekeeperError):
    kind = "payload-too-large"


class UnsupportedMediaType(GamekeeperError):
    kind = "unsupported-media-type"


class InvalidState(GamekeeperError):
    kind = "invalid-state"


class TamperedState(GamekeeperError):
    kind = "tampered-state"


class IllegalMove(GamekeeperError):
    kind = "illegal-move"


class WrongGame(GamekeeperError):
    kind = "wrong-game"


class Unsolvable(GamekeeperError):
    kind = "unsolvable"


class RateLimited(GamekeeperError):
    """Still limited after the client's retries (it waits ``Retry-After`` between them)."""

    kind = "rate-limited"


class Internal(GamekeeperError):
    kind = "internal"


class HintFailed(GamekeeperError):
    kind = "hint-failed"


class HintsUnavailable(GamekeeperError):
    kind = "hints-unavailable"


BY_KIND: dict[str, type[GamekeeperError]] = {
    cls.kind: cls for cls in GamekeeperError.__subclasses__()
}


def problem_error(problem: Any) -> GamekeeperError:
    """The exception for a generated ``Problem``: its type's class (a type this client does not
    know yet gives the base class, so a newer server never breaks an older client)."""
    kind = str(problem.type_.value).rsplit("/", 1)[-1]
    return BY_KIND.get(kind, GamekeeperError)(problem)
