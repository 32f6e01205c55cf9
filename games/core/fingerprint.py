"""A digest of everything an engine says over seeded random games, so a refactor made for
speed can show it changed no rule.

Each game is played from its seed with random choices; at every step the digest takes the
wire state, what each seat may see of it, every legal move (its JSON, seat, label and
probability) and, after the chosen move, its events. Two engines with the same digest
answered every one of those questions alike. A rules change is expected to change it; a
speed change must not (``gamekeeper fingerprint``, before and after).
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

from pydantic import BaseModel

from games.core.game import Game, Setup


def _feed(digest: Any, value: Any) -> None:
    digest.update(json.dumps(value, sort_keys=True, default=str).encode())
    digest.update(b"\n")


def fingerprint(
    game: Game[Any, Any],
    variant: str,
    players: int,
    games: int,
    seed: int = 0,
    options: BaseModel | None = None,
) -> str:
    """The sha256 of ``games`` random table-mode games (seeds ``seed`` onwards)."""
    return playouts_digest(game, variant, players, games, seed, options)[0]


def playouts_digest(
    game: Game[Any, Any],
    variant: str,
    players: int,
    games: int,
    seed: int = 0,
    options: BaseModel | None = None,
) -> tuple[str, int]:
    """:func:`fingerprint`, and how many moves (chance outcomes included) the games took."""
    digest = hashlib.sha256()
    plies = 0
    chosen = game.Options() if options is None else options
    for game_seed in range(seed, seed + games):
        rng = random.Random(game_seed)
        state = game.new_game(Setup(players, variant, "table", game_seed, chosen))
        while True:
            _feed(digest, game.to_wire(state))
            _feed(digest, [game.view(state, seat) for seat in (None, *range(players))])
            if game.is_over(state):
                break
            legal = game.legal_moves(state)
            _feed(
                digest,
                [[m.move.model_dump(mode="json"), m.seat, m.label, m.probability] for m in legal],
            )
            if game.is_chance(state):
                outcomes = game.chance_outcomes(state)
                index = rng.choices(range(len(outcomes)), [w for _, w in outcomes])[0]
                move = outcomes[index][0]
            else:
                move = rng.choice(legal).move
            state, events = game.apply(state, move)
            plies += 1
            _feed(digest, [event.to_json() for event in events])
        score = game.score(state)
        _feed(digest, [score.status, list(score.winners), score.scores, score.breakdown])
    return digest.hexdigest(), plies
