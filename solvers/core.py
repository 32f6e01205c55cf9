"""What every solver shares: its typed errors, its deadline and the shape of its answer.

A solver answers API.md's hint ``result``: ``moves``, ``value``, ``quality``, ``explanation``,
``stats`` (and optionally ``plan``). The budget is enforced inside the solver by a
:class:`Deadline` polled from the search loop; rq's SIGALRM job timeout is only a last resort.
"""

from __future__ import annotations

import time
from typing import Any


class Unsolvable(Exception):
    """The solver cannot answer this request: the service answers a 4xx problem.

    Raised when no decision of the asked seat is pending (a chance event waits, the game is
    over, a seat that is not to act), for an unknown game or hint kind, or a budget that is not
    positive. ``problem`` and ``status`` name the RFC 9457 problem type, as
    :class:`games.core.errors.GameError` does for the engines; ``reason`` tells the cases
    apart (``chance-pending``, ``game-over``, ``not-to-act``, ``unknown-kind``, ``budget``).
    """

    problem = "unsolvable"
    status = 422

    def __init__(self, detail: str, reason: str = "unsolvable", **extensions: object) -> None:
        super().__init__(detail)
        self.detail = detail
        self.reason = reason
        self.extensions = {"reason": reason, **extensions}


class UnknownSolver(Unsolvable):
    """The game offers no solver of that kind."""

    problem = "not-found"
    status = 404


class Deadline:
    """A wall-clock deadline, cheap to poll: the clock is read once every ``every`` polls."""

    __slots__ = ("_count", "_every", "end", "expired", "start")

    def __init__(self, budget_ms: float, every: int = 32) -> None:
        self.start = time.perf_counter()
        self.end = self.start + budget_ms / 1000.0
        self._every = every
        self._count = 0
        self.expired = False

    def poll(self) -> bool:
        """True once the deadline has passed (then stays true)."""
        self._count += 1
        if self._count >= self._every:
            self._count = 0
            if time.perf_counter() >= self.end:
                self.expired = True
        return self.expired

    def check_now(self) -> bool:
        if time.perf_counter() >= self.end:
            self.expired = True
        return self.expired

    def elapsed_ms(self) -> float:
        return (time.perf_counter() - self.start) * 1000.0


def optimal() -> dict[str, Any]:
    return {"kind": "optimal"}


def estimate(lo: float, hi: float, samples: int, basis: str, note: str) -> dict[str, Any]:
    """An estimate: ``interval95`` with what it means (``basis``, ``note``), ``samples`` drawn."""
    return {
        "kind": "estimate",
        "interval95": [round(lo, 6), round(hi, 6)],
        "samples": samples,
        "basis": basis,
        "note": note,
    }


def stats(nodes: int, playouts: int, time_ms: float, depth_complete: bool, **extra) -> dict:
    return {
        "nodes": nodes,
        "playouts": playouts,
        "time_ms": round(time_ms, 3),
        "depth_complete": depth_complete,
        **extra,
    }
