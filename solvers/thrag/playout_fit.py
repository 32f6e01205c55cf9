"""Thrag's evaluation fitted to playout values of controlled variants (a script; issue 31).

    uv run python -m solvers.thrag.playout_fit --positions 1500 --playouts 24 --processes 2

Refitting :mod:`solvers.thrag.evaluation` on game outcomes made a worse player
(docs/strength.md): along one policy's games the features move together (a game with pawns
left late is one that kept its hit points and coins too), so their weights are poorly told
apart, while the search reads them as prices when it trades hit points, coins and pawns for
beasts. Here every sampled position is played from as it is and as it would be with exactly
one thing changed, the same playout seeds for every variant (common random numbers), so
the fit sees what one resource is worth with everything else held fixed:

- ``hp``: one numbered hit-point coin paid (it goes to the healing pool, as H8 sends it);
- ``coin``: one coloured coin flipped away;
- ``pawn``: one usable pawn spent (H7);
- ``beast``: one more beast of a colour slain (taken from its draw pile or discards).

Positions are start-of-turn states (phase ``draw``, turns 2-11) of greedy games, one a game.
Playouts use ``--policy``: ``greedy`` (:mod:`solvers.thrag.baselines`, ~1.3 ms a game) or
``fight-plan-1`` (the fight-plan search one fight deep, ~10 ms a playout from mid-game).

Two fits on two thirds of the positions, both sign-constrained (the search needs a monotone
evaluation): ``pooled``, the logistic fit of :mod:`solvers.thrag.calibrate` on every playout's
outcome, and ``within``, the same model with one intercept per position (:func:`fit_within`),
so that only the differences between a position's variants set the weights, then one scale
and bias refitted on the pooled outcomes for the level. On the held-out third it reports the
log-loss of each and, per change, its mean effect on the win rate under the playouts against
the one each evaluation predicts. ``--save``/``--load`` keep the playouts for refitting.
"""

from __future__ import annotations

import argparse
import json
import math
import random
from dataclasses import replace
from multiprocessing import Pool

from games.core.tuples import replaced, with_added, without
from games.thrag.state import ThragState
from solvers.thrag import evaluation
from solvers.thrag.baselines import greedy_moves
from solvers.thrag.bench import SolverPolicy
from solvers.thrag.calibrate import (
    fit,
    play_recording,
    position_features,
    predict,
    solve_linear,
)

CHANGES = ("hp", "coin", "pawn", "beast")
#: a depth the one-fight-deep playouts reach long before this wall-clock budget (ms)
NEVER_MS = 600_000


def changed(s: ThragState, change: str, rng: random.Random) -> ThragState | None:
    """``s`` with one ``change`` of :data:`CHANGES`, or None when it does not apply."""
    if change == "hp":
        numbered = [v for v in s.hit_points if v > 0]
        if not numbered:
            return None
        v = rng.choice(numbered)
        return replace(
            s, hit_points=without(s.hit_points, v), healing_pool=with_added(s.healing_pool, v)
        )
    if change == "coin":
        if sum(len(c) for c in s.coins) < 2:
            return None
        i = rng.choice([i for i, c in enumerate(s.coins) if c])
        v = rng.choice(s.coins[i])
        return replace(s, coins=replaced(s.coins, i, without(s.coins[i], v)))
    if change == "pawn":
        usable = [i for i, p in enumerate(s.pawns) if p in ("unused", "black")]
        if not usable:
            return None
        return replace(s, pawns=replaced(s.pawns, rng.choice(usable), "spent"))
    left = [i for i in range(3) if len(s.slain[i]) < 4]  # never a colour's last: H7's pawn
    if not left:
        return None
    i = rng.choice(left)
    v = rng.choice(s.draw_piles[i] + s.discards[i])
    piles, discards = s.draw_piles, s.discards
    if v in piles[i]:
        piles = replaced(piles, i, without(piles[i], v))
    else:
        discards = replaced(discards, i, without(discards[i], v))
    if not piles[i]:  # H5: an empty stack is reshuffled from its discards before the draws
        piles, discards = replaced(piles, i, discards[i]), replaced(discards, i, ())
    if not any(piles):
        return None
    slain = replaced(s.slain, i, with_added(s.slain[i], v))
    return replace(s, slain=slain, draw_piles=piles, discards=discards)


def _policy(name: str):
    return greedy_moves if name == "greedy" else SolverPolicy(NEVER_MS, max_depth=1)


def sample_positions(count: int, seed: int) -> list[ThragState]:
    """One start-of-turn state (turns 2-11) from each of ``count`` greedy games."""
    rng = random.Random(seed)
    out: list[ThragState] = []
    while len(out) < count:
        met, _ = play_recording(greedy_moves, rng.getrandbits(62))
        met = [s for s in met if 2 <= s.turn <= 11]
        if met:
            out.append(rng.choice(met))
    return out


def _play_variants(job: tuple[int, ThragState, int, str]) -> list[tuple[str, tuple, int]]:
    """(change, features, won) for every playout of the position's variants."""
    index, s, playouts, policy_name = job
    rng = random.Random(index)
    policy = _policy(policy_name)
    seeds = [rng.getrandbits(62) for _ in range(playouts)]
    variants = [("base", s)]
    for change in CHANGES:
        other = changed(s, change, rng)
        if other is not None:
            variants.append((change, other))
    rows = []
    for name, v in variants:
        f = position_features(v)
        if f is None:
            continue
        for seed in seeds:
            won = int(play_recording(policy, seed, start=v)[1].status == "victory")
            rows.append((name, f, won))
    return rows


def _mean_values(groups, bias, weights) -> dict[str, tuple[float, float, int]]:
    """Per change: (mean playout rate changed minus base, the same predicted, pairs)."""
    sums: dict[str, list[float]] = {c: [0.0, 0.0, 0] for c in CHANGES}
    for rows in groups:
        by_name: dict[str, list] = {}
        for name, f, won in rows:
            by_name.setdefault(name, []).append((f, won))
        if "base" not in by_name:
            continue
        base_f = by_name["base"][0][0]
        base_rate = sum(w for _, w in by_name["base"]) / len(by_name["base"])
        for c in CHANGES:
            if c in by_name:
                rate = sum(w for _, w in by_name[c]) / len(by_name[c])
                acc = sums[c]
                acc[0] += rate - base_rate
                acc[1] += predict(bias, weights, by_name[c][0][0]) - predict(bias, weights, base_f)
                acc[2] += 1
    return {c: (a / max(1, n), p / max(1, n), int(n)) for c, (a, p, n) in sums.items()}


def _log_loss(rows, bias, weights) -> float:
    return -sum(
        math.log(max(1e-12, p if y else 1 - p))
        for _, f, y in rows
        for p in [predict(bias, weights, f)]
    ) / len(rows)


def fit_within(groups, names: tuple[str, ...], iterations: int = 30) -> list[float]:
    """Weights (>= 0) of a logistic fit with one intercept per position: only the differences
    between a position's variants inform them, never how lucky the position was.

    Newton's method on the weights, each position's intercept eliminated exactly (its Schur
    complement); a weight that comes out negative is dropped and the fit repeated.
    """
    data = []
    for rows in groups:
        counts: dict[tuple, list[int]] = {}
        for _, f, won in rows:
            c = counts.setdefault(f, [0, 0])
            c[0] += won
            c[1] += 1
        wins = sum(w for w, _ in counts.values())
        if len(counts) > 1 and 0 < wins < sum(n for _, n in counts.values()):
            data.append([(f, w, n) for f, (w, n) in counts.items()])
    active = list(range(len(names)))
    while True:
        weights = _within_newton(data, active, iterations)
        negative = [(w, j) for j, w in zip(active, weights, strict=True) if w < 0]
        if not negative:
            full = [0.0] * len(names)
            for j, w in zip(active, weights, strict=True):
                full[j] = w
            return full
        active.remove(min(negative)[1])


def _within_newton(data, active, iterations) -> list[float]:
    k = len(active)
    beta = [0.0] * k
    intercepts = [0.0] * len(data)
    for _ in range(iterations):
        grad = [0.0] * k
        hess = [[0.0] * k for _ in range(k)]
        per_group = []
        for p, rows in enumerate(data):
            g_p, h_pp, h_wp = 0.0, 1e-9, [0.0] * k
            for f, wins, n in rows:
                x = [f[j] for j in active]
                z = intercepts[p] + sum(b * v for b, v in zip(beta, x, strict=True))
                mu = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
                r, v = wins - n * mu, n * mu * (1 - mu)
                g_p += r
                h_pp += v
                for i in range(k):
                    grad[i] += r * x[i]
                    h_wp[i] += v * x[i]
                    row = hess[i]
                    for j in range(k):
                        row[j] += v * x[i] * x[j]
            for i in range(k):
                grad[i] -= h_wp[i] * g_p / h_pp
                row = hess[i]
                for j in range(k):
                    row[j] -= h_wp[i] * h_wp[j] / h_pp
            per_group.append((g_p, h_pp, h_wp))
        for i in range(k):
            hess[i][i] += 1e-6
        step = solve_linear(hess, grad)
        beta = [b + s for b, s in zip(beta, step, strict=True)]
        for p, (g_p, h_pp, h_wp) in enumerate(per_group):
            intercepts[p] += (g_p - sum(h * s for h, s in zip(h_wp, step, strict=True))) / h_pp
        if max(abs(s) for s in step) < 1e-9:
            break
    return beta


def _level(rows, weights) -> tuple[float, list[float]]:
    """(bias, weights) of sigma(a + b * sum(weights * features)) fitted to ``rows``: the
    level of the within-position shape (a scale b >= 0 keeps it monotone)."""
    a, (b,) = fit(
        [((sum(w * x for w, x in zip(weights, f, strict=True)),), y) for _, f, y in rows],
        ("shape",),
    )
    return a, [b * w for w in weights]


def _report(name: str, bias: float, weights) -> None:
    print(f"{name}: BIAS = {bias!r}")
    print("  WEIGHTS = (" + ", ".join(f"{w:.6g}" for w in weights) + ")")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=1500)
    parser.add_argument("--playouts", type=int, default=24, help="playouts per variant")
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--policy", choices=("greedy", "fight-plan-1"), default="greedy")
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--save", help="write the playouts' outcomes to this JSON file")
    parser.add_argument("--load", help="fit the outcomes of a --save file instead of playing")
    args = parser.parse_args(argv)
    if args.load:
        with open(args.load) as file:
            groups = [[(n, tuple(f), y) for n, f, y in g] for g in json.load(file)]
    else:
        positions = sample_positions(args.positions, args.seed)
        first = args.seed * 1_000_003
        jobs = [(first + i, s, args.playouts, args.policy) for i, s in enumerate(positions)]
        with Pool(args.processes) as pool:
            groups = pool.map(_play_variants, jobs, chunksize=4)
    if args.save:
        with open(args.save, "w") as file:
            json.dump(groups, file)
    train_groups = [g for i, g in enumerate(groups) if i % 3 != 2]
    held_groups = [g for i, g in enumerate(groups) if i % 3 == 2]
    train = [r for g in train_groups for r in g]
    held = [r for g in held_groups for r in g]
    print(f"positions {len(groups)}, playouts: train {len(train)}, held-out {len(held)}")
    fits = {
        "current": (evaluation.BIAS, list(evaluation.WEIGHTS)),
        "pooled": fit([(f, y) for _, f, y in train], evaluation.FEATURES),
        "within": _level(train, fit_within(train_groups, evaluation.FEATURES)),
    }
    for name, (bias, weights) in fits.items():
        _report(name, bias, weights)
    print(
        "held-out log-loss: "
        + ", ".join(f"{n} {_log_loss(held, *bw):.4f}" for n, bw in fits.items())
    )
    values = {n: _mean_values(held_groups, *bw) for n, bw in fits.items()}
    print("held-out win rate, changed minus base (pairs; playouts; " + ", ".join(fits) + "):")
    for c in CHANGES:
        rate, _, pairs = values["current"][c]
        predicted = " ".join(f"{values[n][c][1]:+.4f}" for n in fits)
        print(f"  {c:6s} {pairs:5d} {rate:+.4f}  {predicted}")


if __name__ == "__main__":
    main()
