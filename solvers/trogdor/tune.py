"""Tuning the turn planner's weights by simulation: ``python -m solvers.trogdor.tune``.

Each setting (the weights in use, then every ``--try``) plays the same ``--games`` seeds of
Trogdor with the ``plan`` policy (its requests limited to ``--budget-ms`` on the node clock:
search nodes, so runs replay), and the settings are compared on the mean final score, the
game's own (burned tiles + 5 per burning Cottage, +100 for a victory, +50 for a petite one),
with its 95% interval, and the games won. Every ``--try`` is also compared with the weights in
use seed by seed (:func:`paired`): the mean of the per-seed score differences with its 95%
interval, and the seeds only one of the two won with McNemar's exact test on them, so that a
setting is adopted only when it is better beyond chance on the same seeds (issue 30).

    uv run python -m solvers.trogdor.tune --games 60 --map normal --processes 2 \\
        --try near=6 --try peasant=5,health=25

What was run to choose the weights in :data:`solvers.trogdor.objective.WEIGHTS`, and what it
printed, is recorded in :mod:`solvers.trogdor.objective`'s docstring.
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import statistics
from dataclasses import dataclass
from functools import partial

from solvers.simulate import Run, Summary, simulate
from solvers.trogdor import objective, policies


def configure(weights: objective.Weights, budget_ms: int) -> None:
    """Set the objective and the ``plan`` policy's budget in a process that plays."""
    objective.use(weights)
    policies.PLAN_BUDGET_MS = budget_ms


def parse_setting(text: str, base: objective.Weights) -> objective.Weights:
    """``"near=6,peasant=5"``: ``base`` with those weights changed (names as in ``Weights``)."""
    names = {f.name for f in dataclasses.fields(objective.Weights)}
    changes: dict[str, int] = {}
    for part in text.split(","):
        name, _, number = part.partition("=")
        name = name.strip()
        if name not in names:
            raise argparse.ArgumentTypeError(f"no weight {name!r}; weights: {', '.join(names)}")
        try:
            changes[name] = int(number)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{name}: {number!r} is not an integer") from None
    return dataclasses.replace(base, **changes)


def run_setting(weights: objective.Weights, args: argparse.Namespace) -> Summary:
    run = Run(
        "trogdor",
        "plan",
        args.games,
        args.seed,
        args.seats,
        args.variant,
        {"map": args.map},
    )
    return simulate(run, args.processes, configure=partial(configure, weights, args.budget_ms))


@dataclass(frozen=True, slots=True)
class Paired:
    """A setting against the base on the same seeds."""

    #: the mean per-seed score difference (setting - base) and its 95% interval
    score: float
    low: float
    high: float
    #: seeds won by the setting only, by the base only
    only_setting: int
    only_base: int
    #: McNemar's exact two-sided p on those discordant seeds
    p: float


def mcnemar(b: int, c: int) -> float:
    """The exact two-sided McNemar p: under no difference, each of the ``b + c`` discordant
    seeds is the setting's with probability 1/2."""
    n, k = b + c, min(b, c)
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2**n
    return min(1.0, 2 * tail)


def paired(setting: Summary, base: Summary) -> Paired:
    """``setting`` against ``base``, seed by seed (both runs played the same seeds)."""
    pairs = list(zip(setting.results, base.results, strict=True))
    diffs = [s.score - b.score for s, b in pairs]
    mean = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0.0
    only_setting = sum(s.won and not b.won for s, b in pairs)
    only_base = sum(b.won and not s.won for s, b in pairs)
    return Paired(
        mean, mean - half, mean + half, only_setting, only_base, mcnemar(only_setting, only_base)
    )


def describe(weights: objective.Weights, base: objective.Weights) -> str:
    changed = [
        f"{f.name}={getattr(weights, f.name)}"
        for f in dataclasses.fields(weights)
        if getattr(weights, f.name) != getattr(base, f.name)
    ]
    return ",".join(changed) or "weights in use"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--variant", default="published")
    parser.add_argument("--map", default="normal")
    parser.add_argument(
        "--budget-ms", type=int, default=policies.PLAN_BUDGET_MS, help="node-clock ms a request"
    )
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--try", dest="tries", action="append", default=[], metavar="W=N,...")
    args = parser.parse_args()
    base = objective.WEIGHTS
    settings = [base, *(parse_setting(t, base) for t in args.tries)]
    print(
        f"trogdor {args.variant}, {args.seats} seats, map {args.map}, {args.games} games "
        f"from seed {args.seed}, plan at {args.budget_ms} node-clock ms a request"
    )
    first: Summary | None = None
    for weights in settings:
        summary = run_setting(weights, args)
        low, high = summary.score_interval
        print(
            f"{describe(weights, base):<40} score {summary.mean_score:6.2f} ({low:.2f}-{high:.2f})"
            f"  turns {summary.mean_turns:5.1f}  won {summary.wins}/{len(summary.results)}"
            f"  {summary.seconds:.0f} s",
            flush=True,
        )
        if first is None:
            first = summary
            continue
        d = paired(summary, first)
        print(
            f"{'':<40} paired: score {d.score:+.2f} ({d.low:+.2f} to {d.high:+.2f}),"
            f" won only here {d.only_setting}, only with the weights in use {d.only_base}"
            f" (McNemar p {d.p:.2f})",
            flush=True,
        )


if __name__ == "__main__":
    main()
