"""``python -m solvers.trogdor.tune``: weight settings reach the processes that play."""

from __future__ import annotations

import argparse
from concurrent.futures.process import BrokenProcessPool

import pytest

from solvers.simulate import GameResult, Run, Summary, simulate
from solvers.trogdor import objective, policies, tune

CONFIGURED: list[str] = []


def _note() -> None:
    CONFIGURED.append("configured")


def _refuse() -> None:
    raise RuntimeError("configure ran in the worker")


def test_configure_runs_in_every_process_that_plays():
    simulate(Run("thrag", "random", games=2, seed=1), processes=1, configure=_note)
    assert CONFIGURED == ["configured"]
    with pytest.raises(BrokenProcessPool):
        simulate(Run("thrag", "random", games=2, seed=1), processes=2, configure=_refuse)


def test_a_setting_names_weights_and_integers():
    base = objective.Weights()
    assert tune.parse_setting("near=2, peasant=5", base) == objective.Weights(near=2, peasant=5)
    assert tune.describe(objective.Weights(near=2), base) == "near=2"
    assert tune.describe(base, base) == "weights in use"
    with pytest.raises(argparse.ArgumentTypeError, match="no weight 'speed'"):
        tune.parse_setting("speed=3", base)
    with pytest.raises(argparse.ArgumentTypeError, match="not an integer"):
        tune.parse_setting("tile=high", base)


def test_a_setting_plays_with_its_weights_and_budget():
    before, budget = objective.WEIGHTS, policies.PLAN_BUDGET_MS
    args = argparse.Namespace(
        games=2, seed=3, seats=2, variant="published", map="easy", budget_ms=40, processes=1
    )
    trying = objective.Weights(tile=7)
    try:
        summary = tune.run_setting(trying, args)
        assert trying == objective.WEIGHTS
        assert policies.PLAN_BUDGET_MS == 40
    finally:
        objective.use(before)
        policies.PLAN_BUDGET_MS = budget
    assert len(summary.results) == 2 and all(r.moves > 0 for r in summary.results)


def _summary(*games: tuple[bool, float]) -> Summary:
    results = tuple(
        GameResult(won, (0, 1) if won else (), "victory" if won else "defeat", None, 10, 90, score)
        for won, score in games
    )
    return Summary(Run("trogdor", "plan", len(games)), 2, results, 0.0)


def test_paired_compares_seed_by_seed():
    base = _summary((False, 10.0), (True, 140.0), (False, 20.0), (False, 30.0))
    setting = _summary((True, 140.0), (True, 140.0), (False, 24.0), (False, 26.0))
    d = tune.paired(setting, base)
    assert d.score == pytest.approx(130 / 4)
    assert d.low < d.score < d.high
    assert (d.only_setting, d.only_base) == (1, 0)
    assert d.p == 1.0


def test_mcnemar_is_the_exact_binomial_test():
    assert tune.mcnemar(0, 0) == 1.0
    assert tune.mcnemar(0, 6) == pytest.approx(2 / 64)
    assert tune.mcnemar(2, 8) == pytest.approx(2 * (1 + 10 + 45) / 1024)
    assert tune.mcnemar(5, 5) == 1.0
