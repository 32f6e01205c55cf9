"""Lengths leak nothing (issue 28, M2): a sealed part's length depends only on what every seat
may see. The audit sorted New Troll Party's 33 possible first placements of a seat into 4-7
length classes (the part was compressed, then encrypted) and guessed a Draggmar scout's range
from it. Over thousands of twin states (the same readable part, other hidden cards) of every
game with hidden information at every seat count, the sealed parts have one length, and no
hidden part outgrows its padding."""

from __future__ import annotations

import logging

import pytest

from games.core.registry import all_games
from service.referee import Referee
from service.sealing import PADDED_BYTES
from tests.security.twins import twins

HIDDEN = [g for g in all_games().values() if g.game_type.information == "imperfect"]
#: twin pairs per game and seat count
PAIRS = {"draggmar": 1000, "troll-party": 1500, "thrag": 1000}


def test_every_game_with_hidden_information_has_its_padding():
    assert {g.id for g in HIDDEN} <= set(PADDED_BYTES)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("game", "players"),
    [(g, n) for g in HIDDEN for n in range(g.min_players, g.max_players + 1)],
    ids=lambda v: v.id if hasattr(v, "id") else str(v),
)
def test_twin_states_seal_to_one_length(game, players, caplog):
    referee = Referee(b"sealed-lengths-test")
    compared, seeds = 0, range(10_000)
    with caplog.at_level(logging.WARNING, logger="gamekeeper.sealing"):
        for pair in twins(referee, game, players, seeds, plies=60, per_state=4, callers=(None,)):
            one = referee.step(game, pair.one, [], pair.salt).body["state"]
            two = referee.step(game, pair.two, [], pair.salt).body["state"]
            readable = ("sealed", "signature")
            assert {k: v for k, v in one.items() if k not in readable} == {
                k: v for k, v in two.items() if k not in readable
            }
            assert len(one["sealed"]) == len(two["sealed"]), (game.id, players)
            compared += 1
            if compared >= PAIRS[game.id]:
                break
    assert compared >= PAIRS[game.id]
    assert "sealed.outgrown" not in caplog.text
