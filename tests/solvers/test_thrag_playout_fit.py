"""The controlled variants behind Thrag's playout-fitted evaluation (issue 31): each changes
exactly one thing, keeps every tile and coin accounted for, and plays on under the engine."""

from __future__ import annotations

import math
import random

import pytest

from games.thrag.state import TILES
from solvers.thrag import evaluation
from solvers.thrag.baselines import greedy_moves
from solvers.thrag.calibrate import play_recording, position_features
from solvers.thrag.playout_fit import CHANGES, changed, fit_within, sample_positions


def _tiles(s, i: int) -> list[int]:
    return sorted(s.draw_piles[i] + s.discards[i] + s.slain[i])


@pytest.mark.parametrize("change", CHANGES)
def test_a_change_moves_one_thing_and_the_evaluation_the_right_way(change):
    rng = random.Random(7)
    done = 0
    for s in sample_positions(12, seed=5):
        other = changed(s, change, rng)
        if other is None:
            continue
        done += 1
        for i in range(3):  # rulebook Setup: five tiles a colour, none lost or duplicated
            assert _tiles(other, i) == sorted(TILES)
        coins = sum(map(len, other.coins)) - sum(map(len, s.coins))
        held = len(other.hit_points) - len(s.hit_points)
        spent = sum(p == "spent" for p in other.pawns) - sum(p == "spent" for p in s.pawns)
        slain = other.slain_count - s.slain_count
        expected = {"hp": (0, -1, 0, 0), "coin": (-1, 0, 0, 0), "pawn": (0, 0, 1, 0)}
        assert (coins, held, spent, slain) == expected.get(change, (0, 0, 0, 1))
        if change == "hp":  # H8: a paid coin waits in the healing pool
            assert len(other.healing_pool) == len(s.healing_pool) + 1
        before = evaluation.probability(position_features(s))
        after = evaluation.probability(position_features(other))
        assert after >= before if change == "beast" else after <= before
        assert play_recording(greedy_moves, 3, start=other)[1].status != "ongoing"
    assert done


def test_the_within_position_fit_sees_through_lucky_positions():
    """Positions whose luck (intercept) grows with ``x``: only the controlled differences
    tell its weight (0.5) apart; ``z``'s true weight is negative, so it is dropped (>= 0)."""
    rng = random.Random(1)
    groups = []
    for _ in range(80):
        x, y, z = rng.uniform(0, 4), rng.uniform(0, 4), rng.uniform(0, 4)
        luck = 2.0 * x - 4.0
        rows = []
        for name, f in (("base", (x, y, z)), ("x", (x - 1, y, z)), ("y", (x, y - 1, z))):
            p = 1 / (1 + math.exp(-(luck + 0.5 * f[0] + 1.0 * f[1] - 0.3 * f[2])))
            wins = round(400 * p)
            rows += [(name, f, 1)] * wins + [(name, f, 0)] * (400 - wins)
        groups.append(rows)
    wx, wy, wz = fit_within(groups, ("x", "y", "z"))
    assert abs(wx - 0.5) < 0.05 and abs(wy - 1.0) < 0.05 and wz == 0
