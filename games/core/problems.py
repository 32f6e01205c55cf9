"""RFC 9457 problem details: every problem type of the API, and the one builder of their bodies.

The engines' errors (:mod:`games.core.errors`), the solvers' and the service's all name a type
from :data:`PROBLEM_TYPES`; the service answers it over HTTP and the workers record it on a
failed hint, both through :func:`problem`, so a type always has the same status and title.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

PROBLEM_BASE = "https://gamekeeper.dev/problems/"


@dataclass(frozen=True, slots=True)
class ProblemType:
    status: int
    title: str


PROBLEM_TYPES: dict[str, ProblemType] = {
    "validation": ProblemType(400, "Invalid request"),
    "forbidden-seat": ProblemType(403, "Forbidden seat"),
    "not-found": ProblemType(404, "Not found"),
    "method-not-allowed": ProblemType(405, "Method not allowed"),
    "game-over": ProblemType(409, "Game over"),
    "precondition-failed": ProblemType(412, "Precondition failed"),
    "payload-too-large": ProblemType(413, "Payload too large"),
    "unsupported-media-type": ProblemType(415, "Unsupported media type"),
    "invalid-state": ProblemType(422, "Invalid state"),
    "tampered-state": ProblemType(422, "Tampered state"),
    "illegal-move": ProblemType(422, "Illegal move"),
    "wrong-game": ProblemType(422, "Wrong game"),
    "unsolvable": ProblemType(422, "Hint cannot be solved"),
    "precondition-required": ProblemType(428, "Precondition required"),
    "rate-limited": ProblemType(429, "Too many requests"),
    "internal": ProblemType(500, "Internal server error"),
    "hint-failed": ProblemType(500, "Hint failed"),
    "hints-unavailable": ProblemType(503, "Hints unavailable"),
}


def problem(
    kind: str, detail: str, instance: str | None = None, **extensions: Any
) -> dict[str, Any]:
    """The problem+json body of a problem of type ``kind`` (a key of :data:`PROBLEM_TYPES`)."""
    known = PROBLEM_TYPES[kind]
    return {
        "type": PROBLEM_BASE + kind,
        "title": known.title,
        "status": known.status,
        "detail": detail,
        "instance": instance,
        **extensions,
    }
