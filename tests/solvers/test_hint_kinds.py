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


def test_an_unknown_kind_names_the_games_kinds():
    assert list(kinds_for("draggmar")) == ["route", "equip"]
    with pytest.raises(UnknownSolver, match="known: route, equip"):
        solve("draggmar", "anything", None, 0, 100)
