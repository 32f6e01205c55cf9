"""The committed golden counts (``tests/games/golden.json``) against what the rules say now.

A failure here means the rules answer differently: a refactor that moved them is wrong; a rules
change moves them on purpose, and its commit writes them again (``gamekeeper golden --write``)
and names the ruling that moved them.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from games.core.golden import cases, golden
from games.core.registry import all_games
from service.cli import main
from tests.games.example_game import GAME as EXAMPLE

COMMITTED = json.loads((Path(__file__).parent / "golden.json").read_text())
CASES = [(game, case) for game in all_games().values() for case in cases(game)]
#: the example game of docs/writing-a-game.md keeps its counts beside it (written with
#: GAMEKEEPER_EXTRA_GAMES=tests.games.example_game gamekeeper golden high-card --path ... --write)
EXAMPLE_COMMITTED = json.loads((Path(__file__).parent / "example_game/golden.json").read_text())
EXAMPLE_CASES = [(EXAMPLE, case) for case in cases(EXAMPLE)]


def test_every_case_is_committed_and_nothing_else() -> None:
    assert sorted(COMMITTED) == sorted(case.key for _, case in CASES)
    assert sorted(EXAMPLE_COMMITTED) == sorted(case.key for _, case in EXAMPLE_CASES)


@pytest.mark.parametrize(
    ("game", "case"),
    CASES + EXAMPLE_CASES,
    ids=[case.key for _, case in CASES + EXAMPLE_CASES],
)
def test_the_rules_give_the_committed_counts(game, case) -> None:
    committed = EXAMPLE_COMMITTED if game is EXAMPLE else COMMITTED
    assert golden(game, case) == committed[case.key], (
        f"{case.key} moved: if a rules change meant it, `gamekeeper golden --write` and name the"
        " ruling in the commit"
    )


def test_the_command_reports_a_moved_case_and_writes_on_purpose(tmp_path) -> None:
    path = tmp_path / "golden.json"
    thrag_key = "thrag/standard/1"
    path.write_text(json.dumps({thrag_key: {**COMMITTED[thrag_key], "plies": -1}}))
    moved = CliRunner().invoke(main, ["golden", "thrag", "--path", str(path)])
    assert moved.exit_code != 0 and f"{thrag_key}: MOVED" in moved.output
    written = CliRunner().invoke(main, ["golden", "thrag", "--path", str(path), "--write"])
    assert written.exit_code == 0, written.output
    assert json.loads(path.read_text()) == {thrag_key: COMMITTED[thrag_key]}
    same = CliRunner().invoke(main, ["golden", "thrag", "--path", str(path)])
    assert same.exit_code == 0 and f"{thrag_key}: same" in same.output
