"""No cross-seat oracle by forking (issue 28, M1).

The audit's probe: a seat applies a move to a copy of the state it holds, sees the card drawn,
throws the copy away; the seat that really draws next got that card, since a draw depended on
the seed and the draw counter only (24 of 24 probes). Now the draws that follow a move are keyed
by the whole state it was made in and the move too: two lines of play that reach the same draw
counter draw independently, while the same state and move still draw the same (a game stays
reproducible). What a seat can still do, trying its own moves on copies, is in
docs/security.md.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterator
from typing import Any

import pytest

from games.core import chance
from games.core.registry import all_games
from service import referee as referee_module
from service.models import models_for
from service.referee import Held, Referee

GAMES = list(all_games().values())


class DrawLog:
    """Every draw the referee makes: (draw counter, weights, outcome index)."""

    def __init__(self) -> None:
        self.draws: list[tuple[int, tuple[int, ...], int]] = []

    def picker(self, *args: Any) -> chance.Picker:
        pick = chance.keyed_picker(*args)

        def logged(weights, counter):
            index = pick(weights, counter)
            self.draws.append((counter, tuple(weights), index))
            return index

        return logged


@pytest.fixture()
def draw_log(monkeypatch) -> DrawLog:
    log = DrawLog()
    monkeypatch.setattr(referee_module, "keyed_picker", log.picker)
    return log


def states(
    referee: Referee, game, seed: int, moves: int = 40, players: int | None = None
) -> Iterator[Held]:
    request = models_for(game).NewGame.model_validate(
        {"players": players or game.max_players, "seed": seed, "mode": "digital"}
    )
    step, rng = referee.new_game(game, request).body, random.Random(seed)
    for _ in range(moves):
        held = referee.load(game, game.State.model_validate(step["state"]))
        if game.is_over(held.state):
            return
        yield held
        step = referee.play(game, held, rng.choice(game.legal_moves(held.state)).move).body


def first_draw(referee: Referee, game, held: Held, move, log: DrawLog):
    log.draws.clear()
    referee.advance(game, held, move)
    return log.draws[0] if log.draws else None


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_fork_does_not_foretell_another_lines_draw(game, draw_log: DrawLog):
    """Two moves from one state, each followed by a draw at the same counter from the same
    outcomes: they coincide about as often as two independent draws would (always, before)."""
    referee = Referee(b"forks-test")
    pairs, same, expected = 0, 0, 0.0
    for seed, players in itertools.product(range(12), {game.min_players, game.max_players}):
        for held in states(referee, game, seed, players=players):
            drawn = {}
            for legal in game.legal_moves(held.state)[:12]:
                draw = first_draw(referee, game, held, legal.move, draw_log)
                if draw is not None:
                    drawn.setdefault(draw[:2], []).append(draw[2])
            for (_, weights), outcomes in drawn.items():
                total = sum(weights)
                collision = sum((w / total) ** 2 for w in weights)
                for a, b in itertools.pairwise(outcomes):
                    pairs += 1
                    same += a == b
                    expected += collision
    assert pairs >= 30, pairs
    spread = math.sqrt(expected)
    assert same <= expected + 5 * spread + 2, (game.id, pairs, same, expected)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_the_same_state_and_move_draw_the_same(game, draw_log: DrawLog):
    """Reproducible: a move made twice from one state (by two processes that share the
    secret) draws the same and hands out the same state."""
    one, two = Referee(b"forks-test"), Referee(b"forks-test")
    for held in list(states(one, game, seed=3, moves=25)):
        move = random.Random(7).choice(game.legal_moves(held.state)).move
        assert one.play(game, held, move).body == two.play(game, held, move).body
