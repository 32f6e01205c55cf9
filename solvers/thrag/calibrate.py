"""Calibration of :mod:`solvers.thrag.evaluation` by simulation (a script, not used at solve time).

    uv run python -m solvers.thrag.calibrate --games 6000 --seed 1 [--policy greedy|solver]

1. Play ``games`` table-mode games with a policy (the greedy rule of thumb of
   :mod:`solvers.thrag.bench` by default) and record, at the start of every turn (before the
   draws), the position's features and whether the game was eventually won.
2. Fit a logistic regression of the outcome on the features, by Newton's method on the
   log-likelihood, keeping every weight >= 0 (each feature grows when the position improves,
   so the evaluation stays monotone): a feature whose weight comes out negative is dropped
   and the fit repeated.
3. On held-out games (one third, split by game): log-loss, a calibration table, and the error
   band ``ERROR_95``: for ``--probe`` held-out positions, the win rate of the policy from that
   position is measured by ``--rollouts`` playouts, and the 95th percentile of
   |evaluation - measured rate| is reported (it includes the playouts' own sampling noise, so it
   is conservative).

The printed constants are pasted into ``solvers/evaluation.py``.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Sequence

from games.core.chance import random_picker
from games.core.game import Setup
from games.thrag import GAME, wire
from games.thrag.content import TURNS
from games.thrag.state import DRAW, ThragState
from solvers.thrag import evaluation
from solvers.thrag.baselines import greedy_moves
from solvers.thrag.bench import SolverPolicy
from solvers.thrag.turn import PAWN_CODE, mask, per_color


def position_features(s: ThragState) -> tuple[float, ...] | None:
    """The evaluation's features of a start-of-turn engine state (phase ``draw``)."""
    remaining = per_color(5 - len(v) for v in s.slain)
    remaining_value = sum(sum(set(range(1, 6)) - set(v)) for v in s.slain)
    return evaluation.features(
        TURNS - s.turn + 1,
        remaining,
        remaining_value,
        mask(v for v in s.hit_points if v > 0),
        per_color(mask(c) for c in s.coins),
        s.options.null_value,
        per_color(PAWN_CODE[p] for p in s.pawns),
    )


def play_recording(policy, seed: int, start: ThragState | None = None):
    """Play a game (or from ``start``); the start-of-turn states met and the final state."""
    rng = random.Random(seed)
    pick = random_picker(random.Random(seed))
    if start is None:
        setup = Setup(
            players=1, variant="standard", mode="table", seed=seed, options=wire.Options()
        )
        start = GAME.new_game(setup)
    state = start
    met = []
    while state.status == "ongoing":
        outcomes = GAME.chance_outcomes(state)
        if outcomes:
            if state.phase == DRAW and not state.drawn:
                met.append(state)
            index = pick([w for _, w in outcomes], state.draw_counter)
            state, _ = GAME.apply(state, outcomes[index][0])
        else:
            for move in policy(state, rng):
                state, _ = GAME.apply(state, move)
    return met, state


def _is_chance(state: ThragState) -> bool:
    return state.status == "ongoing" and not GAME.to_act(state)


def fit(rows: list[tuple[tuple[float, ...], int]], names: tuple[str, ...], iterations: int = 30):
    """Logistic regression with weights >= 0 (bias free): (bias, weights)."""
    active = list(range(len(names)))
    while True:
        bias, weights = _newton(rows, active, iterations)
        negative = [(w, j) for j, w in zip(active, weights, strict=True) if w < 0]
        if not negative:
            full = [0.0] * len(names)
            for j, w in zip(active, weights, strict=True):
                full[j] = w
            return bias, full
        active.remove(min(negative)[1])


def _newton(rows, active, iterations):
    k = len(active) + 1
    xs = [(1.0, *(f[j] for j in active)) for f, _ in rows]
    ys = [y for _, y in rows]
    # standardise for conditioning
    means = [sum(x[i] for x in xs) / len(xs) for i in range(k)]
    sds = [math.sqrt(sum((x[i] - means[i]) ** 2 for x in xs) / len(xs)) or 1.0 for i in range(k)]
    means[0], sds[0] = 0.0, 1.0
    zs = [[(x[i] - means[i]) / sds[i] for i in range(k)] for x in xs]
    beta = [0.0] * k
    for _ in range(iterations):
        grad = [0.0] * k
        hess = [[0.0] * k for _ in range(k)]
        for z, y in zip(zs, ys, strict=True):
            eta = sum(b * v for b, v in zip(beta, z, strict=True))
            p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, eta))))
            w = p * (1 - p)
            for i in range(k):
                grad[i] += (y - p) * z[i]
                wi = w * z[i]
                row = hess[i]
                for j in range(i, k):
                    row[j] += wi * z[j]
        for i in range(k):
            hess[i][i] += 1e-6
            for j in range(i):
                hess[i][j] = hess[j][i]
        step = solve_linear(hess, grad)
        beta = [b + s for b, s in zip(beta, step, strict=True)]
        if max(abs(s) for s in step) < 1e-9:
            break
    weights = [beta[i] / sds[i] for i in range(1, k)]
    bias = beta[0] - sum(beta[i] * means[i] / sds[i] for i in range(1, k))
    return bias, weights


def solve_linear(a, b):
    """x with a x = b, by Gauss-Jordan elimination with partial pivoting."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col and m[r][col]:
                factor = m[r][col] / m[col][col]
                m[r] = [x - factor * y for x, y in zip(m[r], m[col], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


def predict(bias, weights, f) -> float:
    if f is None:
        return 0.0
    z = bias + sum(w * x for w, x in zip(weights, f, strict=True))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def _table(rows, bias, weights) -> list[str]:
    bins = [[0, 0.0, 0] for _ in range(10)]
    for f, y in rows:
        p = predict(bias, weights, f)
        b = bins[min(9, int(p * 10))]
        b[0] += 1
        b[1] += p
        b[2] += y
    return [
        f"  {i / 10:.1f}-{(i + 1) / 10:.1f}: {n:6d} {sp / n:.3f} {sy / n:.3f}"
        for i, (n, sp, sy) in enumerate(bins)
        if n
    ]


def _policy(name: str, budget_ms: int):
    return greedy_moves if name == "greedy" else SolverPolicy(budget_ms)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--policy", choices=("greedy", "solver"), default="greedy")
    parser.add_argument("--budget-ms", type=int, default=50, help="the solver policy's budget")
    parser.add_argument("--probe", type=int, default=300, help="held-out positions probed")
    parser.add_argument("--rollouts", type=int, default=200, help="playouts per probe")
    parser.add_argument(
        "--no-fit", action="store_true", help="probe the current weights instead of a new fit"
    )
    parser.add_argument(
        "--recalibrate",
        action="store_true",
        help="keep the current weights' shape, refit only sigma(a + b * logit(evaluation))",
    )
    args = parser.parse_args(argv)
    policy = _policy(args.policy, args.budget_ms)
    names = evaluation.FEATURES
    #: (features, 1 if the game was won else 0) at the start of a turn
    train: list[tuple[tuple[float, ...], int]] = []
    held: list[tuple[tuple[float, ...], int]] = []
    held_states = []
    base = random.Random(args.seed)
    for g in range(args.games):
        met, final = play_recording(policy, base.getrandbits(62))
        won = int(final.status == "victory")
        for s in met:
            f = position_features(s)
            if f is None:
                continue  # lost for sure: the evaluation says 0 without the fit
            (held if g % 3 == 2 else train).append((f, won))
            if g % 3 == 2:
                held_states.append(s)
        if g % 100 == 99:
            print(f"played {g + 1} games", file=sys.stderr)
    print(f"train rows {len(train)}, held-out rows {len(held)}")
    print("the current weights on the held-out rows (bin: n, mean predicted, observed):")
    print("\n".join(_table(held, evaluation.BIAS, evaluation.WEIGHTS)))
    weights: Sequence[float]
    if args.no_fit:
        bias, weights = evaluation.BIAS, evaluation.WEIGHTS
    elif args.recalibrate:
        # Platt scaling of the current evaluation, folded back into its weights
        def logit(f):
            p = predict(evaluation.BIAS, evaluation.WEIGHTS, f)
            return (math.log(p / (1 - p)),)

        a, (b,) = fit([(logit(f), y) for f, y in train], ("logit",))
        bias = a + b * evaluation.BIAS
        weights = [b * w for w in evaluation.WEIGHTS]
        print(f"Platt scaling: sigma({a:.6g} + {b:.6g} * logit(p))")
        print(f"BIAS = {bias!r}")
        print("WEIGHTS = (" + ", ".join(f"{w:.6g}" for w in weights) + ")")
    else:
        bias, weights = fit(train, names)
        print(f"BIAS = {bias!r}")
        print("WEIGHTS = (" + ", ".join(f"{w:.6g}" for w in weights) + ")")
        for n, w in zip(names, weights, strict=True):
            print(f"  {n:12s} {w:+.4f}")
    loss = -sum(
        math.log(max(1e-12, p if y else 1 - p))
        for f, y in held
        for p in [predict(bias, weights, f)]
    ) / len(held)
    base_rate = sum(y for _, y in train) / len(train)
    base_loss = -sum(math.log(base_rate if y else 1 - base_rate) for _, y in held) / len(held)
    print(f"held-out log-loss {loss:.4f} (constant rate {base_rate:.3f}: {base_loss:.4f})")
    print("calibration (bin: n, mean predicted, observed):")
    print("\n".join(_table(held, bias, weights)))
    if not args.probe:
        return
    rng = random.Random(args.seed + 1)
    probes = rng.sample(held_states, min(args.probe, len(held_states)))
    errors = []
    noise = []
    for s in probes:
        p = predict(bias, weights, position_features(s))
        wins = sum(
            play_recording(policy, rng.getrandbits(62), start=s)[1].status == "victory"
            for _ in range(args.rollouts)
        )
        rate = wins / args.rollouts
        errors.append(p - rate)
        noise.append(rate * (1 - rate) / max(1, args.rollouts - 1))
    # E[(p - rate)^2] = E[(p - v)^2] + E[var(rate)]: remove the playouts' own noise
    rms = math.sqrt(max(0.0, sum(e * e for e in errors) / len(errors) - sum(noise) / len(noise)))
    size = sorted(abs(e) for e in errors)
    q95 = size[int(0.95 * (len(size) - 1))]
    print(
        f"probe |evaluation - playout rate| over {len(size)} positions x {args.rollouts}"
        f" playouts: median {size[len(size) // 2]:.3f}, 95th percentile {q95:.3f} (noise"
        f" included); mean error {sum(errors) / len(errors):+.3f}; RMS error without the"
        f" playout noise {rms:.3f}, so 1.96 x RMS = {1.96 * rms:.3f}"
    )


if __name__ == "__main__":
    main()
