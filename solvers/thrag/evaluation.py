"""Thrag's end-of-turn evaluation: the estimated probability of eventually winning.

The fight-plan search (:mod:`solvers.thrag.fight_plan`) is exact within the current turn;
where the turn ends with the game still going (the fighting is over, the healing draw is next)
it needs the probability of winning from there. This module gives it.

Exact cases (no estimate involved):

- on turn 12 the turn's end with beasts alive is a defeat (H11): 0;
- when a colour has more beasts left than turns left the game is lost, since every turn
  draws at most one beast of each colour (H5): 0.

Otherwise the healing draw is averaged exactly (each tile of the healing pile equally likely,
H9) and, for the start-of-turn position that follows, the estimate is the logistic model

    P = 1 / (1 + exp(-(BIAS + sum(WEIGHTS[i] * feature[i]))))

over these features (``T`` turns left, ``R_c`` beasts left of colour c, ``R`` their sum):

==============  ==============================================================================
``slack``       ``T - max R_c``: spare turns of the most pressed colour
``load``        ``-R / T``: beasts to slay per turn left (negated)
``hit_points``  sum of Thrag's numbered hit-point coins
``hp_coins``    how many numbered hit-point coins he holds (more ways to pay, H8)
``coins``       coloured coins left to flip
``coin_value``  their total value (a null counts ``null_value``, H13)
``pawns``       special weapons still usable (unused or black, H7)
``beast_value`` ``-`` the total tile value of the beasts left
``surplus``     coins left minus beasts left (running out of coins loses, H11)
``tight``       ``-`` the number of colours with exactly one beast left per turn left
``hp_low``      ``min(hit_points, HP_LOW)``: the first six hit points, priced a second time
==============  ==============================================================================

Monotone: each feature is non-decreasing when Thrag holds more hit-point coins (a superset),
more coins (a superset), a usable pawn instead of a spent one, more beasts slain, or more
turns; the weights are constrained to be >= 0. So the evaluation never prefers having less,
which the search relies on (its dominance pruning and its upper bounds), and it lies in (0, 1).

Calibration, in two steps for every weight but ``hp_low`` (``solvers/thrag/calibrate.py``; pure
Python, no numpy):

1. Shape. ``uv run python -m solvers.thrag.calibrate --games 6000 --seed 1``: 6,000
   table-mode games played by the greedy rule of thumb of :mod:`solvers.thrag.baselines` (it
   wins ~40%), the features of every start-of-turn position recorded with the game's outcome,
   weights fitted by maximum likelihood under the sign constraints (``hp_coins``, ``coins``
   and ``surplus`` came out at 0). Held-out log-loss 0.581 (a constant: 0.675); predicted and
   observed rates within 0.04 in every tenth of the range.
2. Level. Those values are win rates *under greedy play*; the solver plays better (68% against
   40%), so ``--policy solver --budget-ms 50 --recalibrate`` (1,250 games played by the solver
   at 50 ms per hint with the step-1 evaluation, seed 11; run it with the step-1 weights in
   place) fits a Platt scaling
   ``sigma(0.962 + 0.965 * logit(p))`` and folds it into ``BIAS`` and ``WEIGHTS`` (a positive
   rescaling keeps the monotonicity). Held-out log-loss on the solver's games: 0.668 before,
   0.578 after (a constant: 0.642); every tenth of the range within 0.05 of the observed rate.
   A full refit on the solver's games (log-loss 0.574) made the solver *play* worse in a paired
   benchmark (124 against 136 wins on the same 200 deals, 50 ms per hint), while this rescaled
   evaluation played the same (136), so the step-1 shape is kept.

The value is then the estimated probability of winning when Thrag follows the solver
(at about 50 ms per hint) from the next turn on.

3. ``hp_low`` (issue 31), set by play rather than fitted. The fitted weights price a
   hit point at 0.033 and a usable pawn at 0.256, as much as 7.7 points, so the search
   paid 9 points of damage rather than reroll with a pawn (seed 1, turn 10); playouts of
   controlled variants (:mod:`solvers.thrag.playout_fit`) value a paid hit-point coin at
   about three times the fitted price and a pawn at about one coin. Pricing every point at
   0.1 won no more games (69 against 78 of 100 deals), nor did the fits to those playouts,
   but pricing the first :data:`HP_LOW` points a second time won more games in each of three
   trials on the same 300 deals; at 0.133 (one of those points then costs 0.166) the
   ``fight-plan`` search at 25,000 nodes won 229 of seeds 0-299 where the fitted weights
   alone won 210 (docs/strength.md, Thrag). ``calibrate`` would refit it with the rest. The
   levels and intervals below were measured before it.

Error (``ERROR_95`` = 0.20, the half-width of the interval the solver reports around its
value): how far the estimate of one position is from its true win rate cannot be read from
single outcomes, so it was probed by playouts from held-out positions.
``--policy solver --budget-ms 50 --games 150 --seed 3 --no-fit --probe 60 --rollouts 30``:
60 positions x 30 playouts by the solver: mean error -0.013 (no bias), median |error| 0.076,
95th percentile 0.229 with the playouts' own sampling noise included, RMS error with that noise
removed 0.094, so about 0.19 for 95% of positions if the errors are roughly normal. (Step 1's
evaluation against greedy playouts, 200 positions x 200 playouts: 95th percentile 0.21.) The
interval is a statement about the evaluation's accuracy over typical positions, not a
sampling interval: ``samples`` is 0.
"""

from __future__ import annotations

import math

from games.thrag.content import BEASTS_PER_COLOR, TURNS
from solvers.thrag.turn import BLACK, MASK_SUM, UNUSED, Context

MASK_COUNT = tuple(bin(m).count("1") for m in range(64))

FEATURES = (
    "slack",
    "load",
    "hit_points",
    "hp_coins",
    "coins",
    "coin_value",
    "pawns",
    "beast_value",
    "surplus",
    "tight",
    "hp_low",
)
BIAS = 0.579997332233898
WEIGHTS = (0.197037, 0.889255, 0.0333203, 0, 0, 0.0851913, 0.255809, 0.11225, 0, 0.0815693, 0.133)
#: ``hp_low`` counts hit points up to this many (Thrag starts with 6: the 2 and the 4)
HP_LOW = 6
#: the 95th percentile of the estimate's error, measured by playouts (see above)
ERROR_95 = 0.20


def features(
    turns_left: int,
    remaining: tuple[int, int, int],
    remaining_value: int,
    hp: int,
    coins: tuple[int, int, int],
    null_value: int,
    pawns: tuple[int, int, int],
) -> tuple[float, ...] | None:
    """The features of a start-of-turn position, each larger when the position is better.

    ``hp`` and ``coins`` are bitmasks of values; ``pawns`` codes of :mod:`solvers.thrag.turn`.
    None when the position is lost for sure (a colour has more beasts left than turns left).
    """
    if max(remaining) > turns_left:
        return None
    left = sum(remaining)
    n_coins = 0
    coin_value = 0
    for m in coins:
        n_coins += MASK_COUNT[m]
        coin_value += MASK_SUM[m] + (null_value if m & 1 else 0)
    numbered = hp & ~1
    return (
        float(turns_left - max(remaining)),
        -left / turns_left,
        float(MASK_SUM[numbered]),
        float(MASK_COUNT[numbered]),
        float(n_coins),
        float(coin_value),
        float(sum(1 for p in pawns if p in (UNUSED, BLACK))),
        -float(remaining_value),
        float(n_coins - left),
        -float(sum(1 for r in remaining if r == turns_left)),
        float(min(MASK_SUM[numbered], HP_LOW)),
    )


def probability(f: tuple[float, ...] | None) -> float:
    """The logistic estimate for features ``f`` (0 for a sure loss)."""
    if f is None:
        return 0.0
    z = BIAS + sum(w * x for w, x in zip(WEIGHTS, f, strict=True))
    return 1.0 / (1.0 + math.exp(-z))


def end_of_turn(ctx: Context, t: tuple) -> tuple[float, bool]:
    """(value, estimated) of a ``HEAL`` model state; ``estimated`` False when exact."""
    _, hp, coins, pawns, flags = t
    turns_left = TURNS - ctx.turn
    remaining = []
    remaining_value = 0
    for i in range(3):
        slain_values = ctx.slain_values_before[i]
        if flags[i]:
            slain_values |= 1 << ctx.drawn_values[i]
        remaining.append(BEASTS_PER_COLOR - bin(slain_values).count("1"))
        remaining_value += sum(v for v in range(1, 6) if not slain_values >> v & 1)
    remaining_t = (remaining[0], remaining[1], remaining[2])
    if turns_left == 0 or max(remaining_t) > turns_left:
        return 0.0, False  # breakfast is missed for sure (H11)
    tiles = ctx.healing_draw or (0,)  # an empty healing pile (hand-posed): no healing
    total = 0.0
    for tile in tiles:
        healed = hp | (1 << tile)  # H9: the tile's coin returns if it is in the healing pool
        total += probability(
            features(turns_left, remaining_t, remaining_value, healed, coins, ctx.null_value, pawns)
        )
    return total / len(tiles), True


class Evaluator:
    """:func:`end_of_turn` for one turn's context, fast: what depends only on which drawn
    beasts were slain is computed once per combination, and only the hit points change
    with the healing tile. ``tests/solvers`` checks it against :func:`end_of_turn`."""

    __slots__ = ("_by_flags", "ctx")

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self._by_flags: dict[tuple, tuple | None] = {}

    def _constant(self, flags: tuple) -> tuple | None:
        """(z without coins, pawns and hit points; beasts left) or None when lost for sure."""
        ctx = self.ctx
        turns_left = TURNS - ctx.turn
        remaining = []
        remaining_value = 0
        for i in range(3):
            slain_values = ctx.slain_values_before[i]
            if flags[i]:
                slain_values |= 1 << ctx.drawn_values[i]
            remaining.append(BEASTS_PER_COLOR - MASK_COUNT[slain_values])
            remaining_value += 15 - MASK_SUM[slain_values]
        if turns_left == 0 or max(remaining) > turns_left:
            return None
        left = sum(remaining)
        w = WEIGHTS
        z = (
            BIAS
            + w[0] * (turns_left - max(remaining))
            + w[1] * (-left / turns_left)
            + w[7] * -remaining_value
            + w[8] * -left
            + w[9] * -sum(1 for r in remaining if r == turns_left)
        )
        return z, left

    def __call__(self, t: tuple) -> tuple[float, bool]:
        _, hp, coins, pawns, flags = t
        try:
            constant = self._by_flags[flags]
        except KeyError:
            constant = self._by_flags[flags] = self._constant(flags)
        if constant is None:
            return 0.0, False
        z, _ = constant
        w = WEIGHTS
        null_value = self.ctx.null_value
        n_coins = 0
        coin_value = 0
        for m in coins:
            n_coins += MASK_COUNT[m]
            coin_value += MASK_SUM[m] + (null_value if m & 1 else 0)
        usable = (pawns[0] in (UNUSED, BLACK)) + (pawns[1] in (UNUSED, BLACK))
        usable += pawns[2] in (UNUSED, BLACK)
        z += w[4] * n_coins + w[5] * coin_value + w[6] * usable + w[8] * n_coins
        tiles = self.ctx.healing_draw or (0,)
        w_sum, w_count, w_low = w[2], w[3], w[10]
        total = 0.0
        numbered = hp & ~1
        for tile in tiles:
            healed = numbered | (1 << tile) if tile else numbered
            points = MASK_SUM[healed]
            hp_z = w_sum * points + w_count * MASK_COUNT[healed] + w_low * min(points, HP_LOW)
            total += 1.0 / (1.0 + math.exp(-(z + hp_z)))
        return total / len(tiles), True
