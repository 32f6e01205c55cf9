"""Every Step stays under 64 KiB and every seat's legal moves under 100, at every point of every
game (API.md, "Size"): front ends pass states between phones.

Random digital games of every game, variant and seat count, as the service answers them (the
Step every seat may see, and each seat's ``legal-moves`` with its token).
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from games.core.registry import all_games
from games.draggmar.content import reference_pack
from service.models import models_for
from service.referee import Referee

STEP_BYTES = 64 * 1024
SEAT_MOVES = 100
GAMES_PER_CASE = 3


def cases() -> list:
    return [
        pytest.param(game, variant, players, id=f"{game.id}-{variant}-{players}p")
        for game in all_games().values()
        for variant in game.variants
        for players in range(game.min_players, game.max_players + 1)
    ]


@pytest.mark.parametrize(("game", "variant", "players"), cases())
def test_steps_and_legal_moves_stay_small(game, variant, players):
    largest, most = play_random_games(game, variant, players, options={})
    assert largest > 0 and most > 0


@pytest.mark.parametrize("players", [1, 4])
def test_a_custom_draggmar_pack_keeps_steps_small(players):
    """Draggmar D1: ``options.content`` (a whole pack, ~33 KB) travels in every state, readable
    and sealed again; with the reference pack passed explicitly every Step still fits."""
    game = all_games()["draggmar"]
    pack = reference_pack().model_dump(mode="json")
    largest, _ = play_random_games(game, "base", players, options={"content": pack})
    assert largest > len(json.dumps(pack, separators=(",", ":")))  # the pack did travel


def play_random_games(game, variant: str, players: int, options: dict) -> tuple[int, int]:
    """Random digital games; the largest Step in bytes and the most legal moves of a seat."""
    referee = Referee(b"sizes")
    largest, most = 0, 0
    for seed in range(GAMES_PER_CASE):
        setup = {
            "players": players,
            "variant": variant,
            "seed": seed,
            "mode": "digital",
            "options": options,
        }
        step = referee.new_game(game, models_for(game).NewGame.model_validate(setup)).body
        rng = random.Random(seed)
        while True:
            size = len(json.dumps(step, separators=(",", ":")).encode())
            largest = max(largest, size)
            assert size <= STEP_BYTES, f"a Step of {size} bytes (seed {seed})"
            held = referee.load(game, game.State.model_validate(step["state"]))
            if game.is_over(held.state):
                break
            legal = game.legal_moves(held.state)  # every seat's, as each sees them with its token
            per_seat = Counter(m.seat for m in legal if m.seat is not None)
            most = max(most, *per_seat.values())
            assert max(per_seat.values()) <= SEAT_MOVES, (seed, per_seat)
            step = referee.play(game, held, rng.choice(legal).move).body
    return largest, most
