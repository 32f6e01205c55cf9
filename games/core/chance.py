"""Resolving chance events: by a deterministic keyed generator (digital mode) or any picker.

Digital mode must be reproducible (same secret, seed and moves give the same game) and
unpredictable without the secret, so an outcome is chosen by HMAC-SHA256 of the game, the seed,
the draw counter and a context under the server secret. The set-up's draws have no context; the
draws that follow a move have the state it was made in and the move (the service's choice:
``service.referee``), so that a copy of a state, played on with another move, draws other
outcomes than the real game will (issue 28, M1). Weights are integers, so the choice is exact.
"""

from __future__ import annotations

import hashlib
import hmac
import random
from collections.abc import Callable, Sequence
from typing import Any

from games.core.game import Event, Game, S

#: chooses an index into integer weights, given the draw counter
Picker = Callable[[Sequence[int], int], int]


def pick_by_number(weights: Sequence[int], number: int) -> int:
    """The index whose cumulative weight interval holds ``number % sum(weights)``."""
    point = number % sum(weights)
    for index, weight in enumerate(weights):
        if point < weight:
            return index
        point -= weight
    raise AssertionError("unreachable: point is below the total weight")


def keyed_picker(secret: bytes, game_id: str, seed: int, context: bytes = b"") -> Picker:
    """The digital-mode generator: outcome ``n`` of a game is fixed by secret, seed, ``n`` and
    ``context`` (none: the set-up's draws)."""
    suffix = b"|" + context if context else b""

    def pick(weights: Sequence[int], counter: int) -> int:
        message = f"{game_id}|{seed}|{counter}".encode() + suffix
        digest = hmac.new(secret, message, hashlib.sha256).digest()
        return pick_by_number(weights, int.from_bytes(digest[:16], "big"))

    return pick


def random_picker(rng: random.Random) -> Picker:
    """A picker from a seeded ``random.Random``, for playouts, tests and benchmarks."""

    def pick(weights: Sequence[int], counter: int) -> int:
        return rng.choices(range(len(weights)), weights=weights)[0]

    return pick


def resolve_chance(game: Game[S, Any], state: S, pick: Picker) -> tuple[S, list[Event]]:
    """Apply chance outcomes until a seat must move or the game is over."""
    events: list[Event] = []
    while True:
        outcomes = game.chance_outcomes(state)
        if not outcomes:
            return state, events
        index = pick([weight for _, weight in outcomes], game.draw_counter(state))
        state, happened = game.apply(state, outcomes[index][0])
        events.extend(happened)
