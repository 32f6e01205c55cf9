"""Benchmark of the turn planner's solvers on the committed suite of positions.

``uv run python -m solvers.trogdor.bench --every 4 --cap-s 3`` times, on every 4th position of
``tests/solvers/data/trogdor_positions.json``, the exact search (everything phase one offers),
the deepening lookahead until it proves the optimum (the same moves), and CP-SAT (its fragment:
no Peasant burn, card power or item), each stopped at ``cap-s`` seconds (CPU time for the
searches, CP-SAT's own wall-clock limit for CP-SAT); it prints the median and 95th percentile
of the time per position for each solver (a position cut at the cap counts as the cap: the
percentiles are then lower bounds) and how many finished. The exact search over the fragment
is timed too, as the like-for-like baseline of CP-SAT. Then the ``turn-plan`` hint itself at
``--hint-ms`` of CPU time a request: which of its solvers answered, how often.

Measured 2026-11-23 on the shared 2-core machine (7 sessions at once: the process got about a
tenth of a core, so wall times are ~8x the CPU times), ``--every 8 --cap-s 15``, 30 positions:
exact search wall median 15.0 s (cap), CPU median 1.9 s, p95 3.2 s, finished 13/30; exact
search over the fragment CPU median 37 ms, p95 1.3 s, finished 28/30; CP-SAT over the
fragment CPU median 202 ms, p95 2.7 s, finished (proved) 27/30. What bounds the full search: a
Peasant burn is a chance node of ~50 Movement cards, each followed by a new search of the AP
left, and the engine's ``apply`` (a state copy per move) is most of each node's cost.

Measured 2026-11-27 (issue 30, the actions searched on :mod:`solvers.trogdor.model`; under
``flock /tmp/gk-heavy.lock``, the machine shared), ``--every 16 --cap-s 2`` at eea029f: exact
search on the engine finished 6/15, on the model 7/15 (both CPU medians at the cap); the
hint at 1,500 ms proved 7/15 (exact-search 7, lookahead 5, fragment 3). Over every 2nd suite
position (119, both variants), the hint at 1,500 ms CPU proved the optimum in 60 at 2a640cd
(before the model, CPU median 1,286 ms), 64 at eea029f (--hint-only) and 68 at d6b6896 (the
Ring modelled too; CPU median 265 ms). A model node costs 7-16 us against ~40 us for an
engine node; what is left is the size of the tree: 5-11 AP with Peasants on the board leaves
the bound from the AP left nothing to cut (a Peasant's burn can burn a path of tiles and
light others), and an item usable at every decision (the Baubles, the Ball, the Ring)
multiplies the decisions.

Measured 2026-11-27, later (issue 30; ``python -m solvers.trogdor.bench --every 8 --hint-only``
at 23885ef and at 56a4486 in one sitting): the hint proved 15/30 at both, CPU median 880 and
865 ms. What the exact search does not finish (pyinstrument, ``ap10-easy``): chains of burning
Peasants, a run catching others that run in turn, 12 draws nested deep, 1,300-2,100 draws of
~50 cards in 0.5 s, and no cut at all (while a Peasant is about, the bound counts every tile and
a win: a run burns up to 6 tiles, and in ``published`` one ending on a burning Cottage runs
again). Kept: twin cards (one path) as one outcome, 2-7% fewer nodes where the search finishes.
Tried and not kept: star1 pruning at the draws (a window passed down, upper bounds kept apart
from exact values) with a bound that counts a Peasant's run as 6 tiles and a win only within
reach: 21% fewer nodes on ``published-normal-28`` (80,124 to 63,338, same value) but 1.08x its
CPU time (513 against 474 ms), and 14/30 finished at 0.5 s against 15/30: the bound stays too
loose where Peasants are about to pay for itself. CP-SAT beyond the fragment is not built for
the same reason: chance handled by scenarios needs a copy of the turn per sequence of draws,
~50^k for k draws, and these positions chain 3 and more; on the fragment CP-SAT is already
slower than the exact search (median 202 against 37 ms above).
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections import Counter
from pathlib import Path

from games.trogdor import GAME, wire
from solvers.core import Deadline
from solvers.trogdor.cpsat import NotCovered, solve_cpsat
from solvers.trogdor.plan import POLL_EVERY, plan_moves
from solvers.trogdor.search import Expired, Search, deepen

SUITE = Path(__file__).parents[2] / "tests" / "solvers" / "data" / "trogdor_positions.json"


Row = tuple[float, float, bool]  # wall seconds, this process's CPU seconds, finished


def _cap(cap_s: float) -> Deadline:
    return Deadline(cap_s * 1000, every=POLL_EVERY, clock=time.process_time)


def _time_search(state, cap_s: float, fragment: bool, model: bool = False) -> Row:
    start, cpu = time.perf_counter(), time.process_time()
    try:
        Search(deadline=_cap(cap_s), fragment=fragment, model=model).value(state)
        done = True
    except Expired:
        done = False
    return time.perf_counter() - start, time.process_time() - cpu, done


def _time_deepening(state, cap_s: float) -> Row:
    start, cpu = time.perf_counter(), time.process_time()
    found = deepen(Search(), state, _cap(cap_s))
    proved = found is not None and found.proved
    return time.perf_counter() - start, time.process_time() - cpu, proved


def _time_cpsat(state, cap_s: float) -> Row:
    start, cpu = time.perf_counter(), time.process_time()
    try:
        _, _, _, planner = solve_cpsat(state, cap_s)
        done = planner.proved
    except NotCovered:
        done = False
    return time.perf_counter() - start, time.process_time() - cpu, done


def _percentiles(values: list[float]) -> str:
    ordered = sorted(v * 1000 for v in values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return f"median {statistics.median(ordered):7.0f} ms, p95 {p95:7.0f} ms"


def _summary(name: str, rows: list[Row]) -> str:
    """Wall time (what a player waits on this machine) and CPU time (what the solver needs;
    on a shared machine the wall clock also counts the others' work)."""
    done = sum(1 for *_, ok in rows if ok)
    wall = _percentiles([w for w, _, _ in rows])
    cpu = _percentiles([c for _, c, _ in rows])
    return f"{name:<24} wall {wall} | CPU {cpu} | finished {done}/{len(rows)}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--every", type=int, default=4, help="take every n-th suite position")
    parser.add_argument("--cap-s", type=float, default=3.0, help="time cap per solve")
    parser.add_argument("--hint-ms", type=int, default=1500, help="the hint's CPU budget")
    parser.add_argument("--hint-only", action="store_true", help="time the hint only")
    args = parser.parse_args()
    entries = json.loads(SUITE.read_text())[:: args.every]
    rows: dict[str, list[Row]] = {
        "exact search, engine": [],
        "exact search, model": [],
        "deepening to a proof": [],
        "exact search, fragment": [],
        "CP-SAT, fragment": [],
    }
    hint: list[Row] = []
    answered: Counter[str] = Counter()
    proved = 0
    for entry in entries:
        state = GAME.from_wire(wire.State.model_validate(entry["state"]))
        if not args.hint_only:
            rows["exact search, engine"].append(_time_search(state, args.cap_s, fragment=False))
            rows["exact search, model"].append(
                _time_search(state, args.cap_s, fragment=False, model=True)
            )
            rows["deepening to a proof"].append(_time_deepening(state, args.cap_s))
            rows["exact search, fragment"].append(_time_search(state, args.cap_s, fragment=True))
            rows["CP-SAT, fragment"].append(_time_cpsat(state, args.cap_s))
        start, cpu = time.perf_counter(), time.process_time()
        _, result = plan_moves(state, None, args.hint_ms, clock=time.process_time)
        hint.append((time.perf_counter() - start, time.process_time() - cpu, True))
        answered[result["stats"]["solver"]] += 1
        proved += result["quality"]["kind"] == "optimal"
    print(f"{len(entries)} positions (every {args.every}th of the suite), cap {args.cap_s} s")
    for name, timed in rows.items():
        if timed:
            print(_summary(name, timed))
    print(_summary(f"turn-plan at {args.hint_ms} ms", hint))
    print(f"  proved optimal {proved}/{len(entries)}; answered by: ", end="")
    print(", ".join(f"{name} {n}" for name, n in answered.most_common()))


if __name__ == "__main__":
    main()
