"""The one table of hint kinds (``solvers.hints``) is consistent with the games it names."""

from __future__ import annotations

from collections import Counter

import pytest

from games.core.registry import all_games
from solvers.core import UnknownSolver
from solvers.hints import HINT_KINDS, kinds_for, solve


def test_every_hint_kind_names_a_registered_game_once():
    assert HINT_KINDS
    for kind in HINT_KINDS:
        assert kind.game in all_games(), kind
        assert 0 < kind.default_budget_ms <= kind.max_budget_ms, kind
    counts = Counter((kind.game, kind.name) for kind in HINT_KINDS)
    assert max(counts.values()) == 1, counts


def test_a_game_without_hints_has_no_kinds_and_solves_none():
    assert kinds_for("draggmar") == {}
    with pytest.raises(UnknownSolver, match="known: none"):
        solve("draggmar", "anything", None, 0, 100)
