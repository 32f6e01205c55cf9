"""What every game package shares: the game contract, typed errors, chance and the registry.

A game package (``games/<id>/``) exposes ``GAME``, an instance of :class:`Game`.
Everything here is pure: no I/O, no clock, no global randomness.
"""

from games.core.errors import GameError, GameOver, IllegalMove, InvalidState
from games.core.game import Event, Game, LegalMove, Score, Setup

__all__ = [
    "Event",
    "Game",
    "GameError",
    "GameOver",
    "IllegalMove",
    "InvalidState",
    "LegalMove",
    "Score",
    "Setup",
]
