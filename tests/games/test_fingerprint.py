"""The rules fingerprint (``gamekeeper fingerprint``): what speed refactors are checked with."""

from __future__ import annotations

from dataclasses import replace

from click.testing import CliRunner

from games.core.fingerprint import fingerprint
from games.core.registry import all_games
from service.cli import main


def test_the_fingerprint_is_reproducible_and_depends_on_the_games() -> None:
    thrag = all_games()["thrag"]
    first = fingerprint(thrag, "standard", 1, games=3)
    assert fingerprint(thrag, "standard", 1, games=3) == first
    assert fingerprint(thrag, "standard", 1, games=3, seed=1) != first
    assert fingerprint(thrag, "standard", 1, games=2) != first


def test_the_fingerprint_sees_a_changed_label(monkeypatch) -> None:
    thrag = all_games()["thrag"]
    before = fingerprint(thrag, "standard", 1, games=2)
    rules = thrag.modules.rules
    original = rules.legal_moves

    def relabelled(state):
        return [replace(m, label=m.label + ".") for m in original(state)]

    monkeypatch.setattr(rules, "legal_moves", relabelled)
    assert fingerprint(thrag, "standard", 1, games=2) != before


def test_the_command_prints_one_digest_per_engine_and_seat_count() -> None:
    result = CliRunner().invoke(main, ["fingerprint", "thrag", "--games", "1"])
    assert result.exit_code == 0, result.output
    assert result.output.startswith("thrag/standard 1 seats: ")
    assert len(result.output.split()[-1]) == 64
    unknown = CliRunner().invoke(main, ["fingerprint", "chess"])
    assert unknown.exit_code != 0 and "no game" in unknown.output
