"""Legal moves are dumped a list at a time (``referee.legal_moves_json``): the same JSON, key
order included, as each move's own ``model_dump``, in every position of random games."""

from __future__ import annotations

import json
import random

import pytest

from games.core.game import Game, Setup
from games.core.registry import all_games
from service.referee import legal_moves_json

GAMES = list(all_games().values())


def one_by_one(legal) -> list[dict]:
    return [
        {"move": m.move.model_dump(mode="json"), "seat": m.seat, "label": m.label,
         "probability": m.probability}
        for m in legal
    ]  # fmt: skip


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_moves_dumped_a_list_at_a_time_are_dumped_as_one_by_one(game: Game):
    rng = random.Random(3)
    for variant in game.variants:
        setup = Setup(game.max_players, variant, "table", 11, game.Options())
        state = game.new_game(setup)
        for _ in range(150):
            legal = game.legal_moves(state)
            if not legal:
                break
            assert json.dumps(legal_moves_json(game, legal)) == json.dumps(one_by_one(legal))
            state, _ = game.apply(state, rng.choice(legal).move)
