"""``gamekeeper simulate``: whole games by a policy, reproducible, the same in parallel."""

from __future__ import annotations

import json

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


def test_a_recorded_run_goes_on_where_it_stopped(tmp_path):
    record = tmp_path / "thrag.jsonl"
    first = simulate(Run("thrag", "random", games=6, seed=40), record=record)
    assert first.recorded == 0 and len(record.read_text().splitlines()) == 6
    longer = simulate(Run("thrag", "random", games=10, seed=40), processes=2, record=record)
    assert longer.recorded == 6  # only seeds 46..49 were played
    assert len(record.read_text().splitlines()) == 10
    assert longer.results == simulate(Run("thrag", "random", games=10, seed=40)).results
    again = simulate(Run("thrag", "random", games=10, seed=40), record=record)
    assert again.recorded == 10 and again.results == longer.results


def test_a_record_counts_only_games_of_the_same_run(tmp_path):
    record = tmp_path / "mixed.jsonl"
    simulate(Run("thrag", "random", games=3, seed=0), record=record)
    greedy = simulate(Run("thrag", "greedy", games=3, seed=0), record=record)
    assert greedy.recorded == 0  # another policy's games do not count
    other_seeds = simulate(Run("thrag", "random", games=3, seed=100), record=record)
    assert other_seeds.recorded == 0
    assert len(record.read_text().splitlines()) == 9


def test_a_line_cut_off_by_a_stopped_run_is_ignored_and_counted(tmp_path):
    record = tmp_path / "cut.jsonl"
    simulate(Run("thrag", "random", games=3, seed=0), record=record)
    lines = record.read_text().splitlines()
    record.write_text("\n".join([*lines[:2], lines[2][:30]]) + "\n")
    summary = simulate(Run("thrag", "random", games=3, seed=0), record=record)
    assert summary.recorded == 2 and summary.unreadable == 1
    assert len(summary.results) == 3


def test_a_line_whose_result_lacks_a_field_is_counted_not_a_crash(tmp_path):
    record = tmp_path / "edited.jsonl"
    simulate(Run("thrag", "random", games=3, seed=0), record=record)
    lines = record.read_text().splitlines()
    edited = json.loads(lines[1])
    del edited["result"]["turns"]
    record.write_text("\n".join([lines[0], json.dumps(edited), lines[2]]) + "\n")
    summary = simulate(Run("thrag", "random", games=3, seed=0), record=record)
    assert summary.recorded == 2 and summary.unreadable == 1  # seed 1 was played again
    assert summary.results == simulate(Run("thrag", "random", games=3, seed=0)).results


def test_the_command_records_and_resumes(tmp_path):
    record = str(tmp_path / "run.jsonl")
    args = ["simulate", "thrag", "--games", "4", "--processes", "1", "--record", record]
    runner = CliRunner()
    first = runner.invoke(main, args)
    assert first.exit_code == 0, first.output
    assert "4 (the rest read from" in first.output
    second = runner.invoke(main, args)
    assert "0 (the rest read from" in second.output


def test_a_record_line_says_which_code_played_it(tmp_path):
    import json

    record = tmp_path / "provenance.jsonl"
    simulate(Run("thrag", "random", games=1, seed=0), record=record)
    line = json.loads(record.read_text())
    assert line["run"]["policy"] == "random" and line["seed"] == 0
    assert line["cpu_seconds"] >= 0
    assert line["code"] is None or len(line["code"].split("+")[0]) == 12


def test_a_record_being_written_does_not_make_the_code_dirty(tmp_path):
    """The record itself is often a tracked file (docs/strength/): writing it is not a change
    of the code that plays."""
    import subprocess

    from solvers.run_record import code_version

    def git(*args: str) -> None:
        subprocess.run(["git", *args], cwd=tmp_path, check=True, capture_output=True)

    (tmp_path / "games").mkdir()
    (tmp_path / "docs").mkdir()
    (tmp_path / "games" / "rules.py").write_text("RULES = 1\n")
    (tmp_path / "docs" / "record.jsonl").write_text("")
    git("init", "-q")
    git("add", ".")
    git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "y")
    (tmp_path / "docs" / "record.jsonl").write_text("{}\n")
    clean = code_version(tmp_path / "docs")
    assert clean is not None and not clean.endswith("+dirty")
    (tmp_path / "games" / "rules.py").write_text("RULES = 2\n")
    assert code_version.__wrapped__(tmp_path / "docs") == clean + "+dirty"


def test_a_policy_plays_one_seat_against_opponents():
    """``--opponents``: the policy plays seat ``seed % players``, the opponents the others."""
    run = Run("troll-party", "greedy", games=9, seed=4, players=3, opponents="random")
    summary = simulate(run)
    assert [r.policy_seat for r in summary.results] == [s % 3 for s in range(4, 13)]
    assert summary.results == simulate(run, processes=2).results
    assert summary.policy_wins == sum(r.policy_seat in r.winners for r in summary.results)
    with pytest.raises(KeyError, match="given seat"):
        simulate(Run("thrag", "greedy", games=1, opponents="random"))


def test_the_fight_plan_policy_is_reproducible():
    """Its budget is a node count, not a time: the same seeds play the same games."""
    run = Run("thrag", "fight-plan", games=2, seed=7)
    assert simulate(run).results == simulate(run).results
