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
``fight-plan-1`` (the fight-plan search one fight deep, ~30 ms a game). The logistic fit is the
sign-constrained one of :mod:`solvers.thrag.calibrate` on every playout's outcome; on held-out
positions (one third) it reports each change's mean value under the playouts against the
current evaluation and the new fit, and the log-loss of both.
"""

from __future__ import annotations

import argparse
import math
import random
from dataclasses import replace
from multiprocessing import Pool

from games.core.tuples import replaced, with_added, without
from games.thrag.state import ThragState
from solvers.thrag import evaluation
from solvers.thrag.baselines import greedy_moves
from solvers.thrag.bench import SolverPolicy
from solvers.thrag.calibrate import fit, play_recording, position_features, predict

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


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=1500)
    parser.add_argument("--playouts", type=int, default=24, help="playouts per variant")
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--policy", choices=("greedy", "fight-plan-1"), default="greedy")
    parser.add_argument("--processes", type=int, default=2)
    args = parser.parse_args(argv)
    positions = sample_positions(args.positions, args.seed)
    first = args.seed * 1_000_003
    jobs = [(first + i, s, args.playouts, args.policy) for i, s in enumerate(positions)]
    with Pool(args.processes) as pool:
        groups = pool.map(_play_variants, jobs, chunksize=4)
    train = [r for i, g in enumerate(groups) if i % 3 != 2 for r in g]
    held_groups = [g for i, g in enumerate(groups) if i % 3 == 2]
    held = [r for g in held_groups for r in g]
    bias, weights = fit([(f, y) for _, f, y in train], evaluation.FEATURES)
    print(f"positions {len(positions)}, playouts: train {len(train)}, held-out {len(held)}")
    print(f"BIAS = {bias!r}")
    print("WEIGHTS = (" + ", ".join(f"{w:.6g}" for w in weights) + ")")
    old = (evaluation.BIAS, evaluation.WEIGHTS)
    loss_old, loss_new = _log_loss(held, *old), _log_loss(held, bias, weights)
    print(f"held-out log-loss: current {loss_old:.4f}, fit {loss_new:.4f}")
    now, new = _mean_values(held_groups, *old), _mean_values(held_groups, bias, weights)
    print("held-out win rate change minus base (playouts, current evaluation, fit; pairs):")
    for c in CHANGES:
        rate, p_old, n = now[c]
        print(f"  {c:6s} {rate:+.4f} {p_old:+.4f} {new[c][1]:+.4f}  {n}")


if __name__ == "__main__":
    main()
