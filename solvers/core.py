"""What every solver shares: its typed errors, its deadline and the shape of its answer.

A solver answers API.md's hint ``result`` (:class:`HintResult`): ``moves``, ``value``,
``quality``, ``explanation``, ``stats`` (and optionally ``plan``). The budget is enforced inside
the solver by a :class:`Deadline` polled from the search loop; rq's SIGALRM job timeout is only a
last resort.
"""

import math
import time
from collections.abc import Callable
from typing import Any, Literal, NotRequired

from typing_extensions import TypedDict

from games.core.problems import PROBLEM_TYPES


class HintValue(TypedDict):
    """What the solver maximised: an amount, its unit and what it means for the player."""

    amount: float
    unit: str
    meaning: str


class Quality(TypedDict):
    """``optimal`` when proved; else an ``estimate`` with a 95% interval and what bounds it."""

    kind: Literal["optimal", "estimate"]
    interval95: NotRequired[list[float]]
    bounds: NotRequired[list[float]]
    samples: NotRequired[int]
    basis: NotRequired[str]
    note: NotRequired[str]


class SolverStats(TypedDict):
    """How the answer was found; a solver may add its own counters (depth, table size...)."""

    nodes: int
    playouts: int
    time_ms: float
    depth_complete: bool
    solver: str


class HintResult(TypedDict):
    """API.md's hint ``result``: every move is one ``apply`` accepts, in order."""

    moves: list[dict[str, Any]]
    value: HintValue
    quality: Quality
    explanation: str
    stats: SolverStats
    plan: NotRequired[dict[str, Any]]


class Unsolvable(Exception):
    """The solver cannot answer this request: the service answers a 4xx problem.

    Raised when no decision of the asked seat is pending (a chance event waits, the game is
    over, a seat that is not to act), for an unknown game or hint kind, or a budget that is not
    positive. ``problem`` names its problem type (:mod:`games.core.problems`), as
    :class:`games.core.errors.GameError` does for the engines; ``reason`` tells the cases
    apart (``chance-pending``, ``game-over``, ``not-to-act``, ``unknown-kind``, ``budget``).
    """

    problem = "unsolvable"

    def __init__(self, detail: str, reason: str = "unsolvable", **extensions: object) -> None:
        super().__init__(detail)
        self.detail = detail
        self.reason = reason
        self.extensions = {"reason": reason, **extensions}

    @property
    def status(self) -> int:
        """The HTTP status of the error's problem type."""
        return PROBLEM_TYPES[self.problem].status


class UnknownSolver(Unsolvable):
    """The game offers no solver of that kind."""

    problem = "not-found"


class Deadline:
    """A deadline, cheap to poll: the clock is read once every ``every`` polls.

    The clock is the wall clock, what a player waits on; a simulation passes
    :func:`time.process_time` instead, so that a policy's strength does not depend on how busy
    the machine is."""

    __slots__ = ("_clock", "_count", "_every", "end", "expired", "start")

    def __init__(
        self, budget_ms: float, every: int = 32, clock: Callable[[], float] = time.perf_counter
    ) -> None:
        self._clock = clock
        self.start = clock()
        self.end = self.start + budget_ms / 1000.0
        self._every = every
        self._count = 0
        self.expired = False

    def poll(self) -> bool:
        """True once the deadline has passed (then stays true)."""
        self._count += 1
        if self._count >= self._every:
            self._count = 0
            if self._clock() >= self.end:
                self.expired = True
        return self.expired

    def check_now(self) -> bool:
        if self._clock() >= self.end:
            self.expired = True
        return self.expired

    def left_ms(self) -> float:
        return (self.end - self._clock()) * 1000.0

    def elapsed_ms(self) -> float:
        return (self._clock() - self.start) * 1000.0


def optimal() -> Quality:
    return {"kind": "optimal"}


def estimate(lo: float, hi: float, samples: int, basis: str, note: str) -> Quality:
    """An estimate: ``interval95`` with what it means (``basis``, ``note``), ``samples`` drawn."""
    return {
        "kind": "estimate",
        "interval95": [round(lo, 6), round(hi, 6)],
        "samples": samples,
        "basis": basis,
        "note": note,
    }


def bounded(lo: float, hi: float, note: str) -> Quality:
    """An estimate proved to lie in ``bounds`` (a search's lower and upper bound), not a 95%
    interval: nothing about it is random."""
    return {
        "kind": "estimate",
        "bounds": [round(lo, 6), round(hi, 6)],
        "basis": "bounds",
        "note": note,
    }


def stats(
    solver: str, nodes: int, playouts: int, time_ms: float, depth_complete: bool, **extra: Any
) -> SolverStats:
    """The common counters, then the solver's own (``extra``)."""
    common: SolverStats = {
        "solver": solver,
        "nodes": nodes,
        "playouts": playouts,
        "time_ms": round(time_ms, 3),
        "depth_complete": depth_complete,
    }
    return {**common, **extra}  # type: ignore[typeddict-item]


def wilson(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a success rate (95% by default): sound near 0 and 1."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)
