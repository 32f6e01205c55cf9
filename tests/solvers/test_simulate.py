"""``gamekeeper simulate``: whole games by a policy, reproducible, the same in parallel."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from service.cli import main
from solvers.policies import policies_for
from solvers.simulate import Run, simulate


def test_every_game_has_the_random_policy():
    from games.core.registry import all_games

    for game_id in all_games():
        assert "random" in policies_for(game_id)


def test_a_run_is_reproducible_and_the_same_in_parallel():
    run = Run("thrag", "random", games=24, seed=5)
    alone = simulate(run)
    again = simulate(run)
    parallel = simulate(run, processes=2)
    assert len(alone.results) == 24
    assert alone.results == again.results == parallel.results
    assert sum(alone.endings.values()) == 24
    assert all(r.moves > 0 for r in alone.results)


def test_another_seed_meets_other_set_ups():
    first = simulate(Run("thrag", "random", games=10, seed=0))
    other = simulate(Run("thrag", "random", games=10, seed=1000))
    assert first.results != other.results


def test_a_competitive_game_counts_wins_by_seat():
    summary = simulate(Run("troll-party", "random", games=12, seed=3, players=3))
    assert summary.competitive and summary.players == 3
    assert summary.win_rate == 0.0  # no shared win in a competitive game
    assert sum(summary.wins_by_seat.values()) >= 12  # every game has a winner, ties share
    assert set(summary.wins_by_seat) <= {0, 1, 2}


def test_options_reach_the_game():
    hard = simulate(Run("trogdor", "random", games=6, players=2, options={"map": "hard"}))
    assert len(hard.results) == 6
    with pytest.raises(Exception, match="map"):
        simulate(Run("trogdor", "random", games=1, options={"map": "nowhere"}))


def test_unknown_game_or_policy_is_named():
    with pytest.raises(KeyError, match="no policy 'psychic'"):
        simulate(Run("thrag", "psychic", games=1))
    with pytest.raises(KeyError, match="no game 'chess'"):
        simulate(Run("chess", "random", games=1))


def test_the_command_prints_the_figures():
    runner = CliRunner()
    done = runner.invoke(main, ["simulate", "thrag", "--games", "20", "--processes", "1"])
    assert done.exit_code == 0, done.output
    assert "win rate (95% interval)" in done.output
    assert "average score (95% interval)" in done.output
    assert "20 in" in done.output
    listed = runner.invoke(main, ["simulate", "trogdor", "--list-policies"])
    assert "random" in listed.output
    wrong = runner.invoke(main, ["simulate", "thrag", "--policy", "psychic"])
    assert wrong.exit_code != 0 and "no policy 'psychic'" in wrong.output
    bad = runner.invoke(main, ["simulate", "trogdor", "--option", "map"])
    assert bad.exit_code != 0 and "key=value" in bad.output


def test_the_score_is_the_games_own_at_the_end():
    summary = simulate(Run("trogdor", "random", games=8, seed=2, players=2))
    # Trogdor's score: burned tiles + 5 per burning Cottage (+ victory bonuses); a lost game is
    # scored on the board Fiery Rage leaves
    assert all(0 <= r.score <= 25 + 5 * 3 for r in summary.results if not r.won)
    assert summary.mean_score == sum(r.score for r in summary.results) / 8
    low, high = summary.score_interval
    assert low < summary.mean_score < high


def test_thrag_greedy_beats_random_on_the_same_set_ups():
    greedy = simulate(Run("thrag", "greedy", games=150, seed=7), processes=2)
    chance = simulate(Run("thrag", "random", games=150, seed=7), processes=2)
    assert greedy.wins > chance.wins + 20, (greedy.wins, chance.wins)
