"""What every game package shares: the game contract, typed errors, chance, the registry, and
the engine model every game is built on (frozen records and one draft per move,
:mod:`games.core.record`; the declared steps of a game, :mod:`games.core.flow`).

A game package (``games/<id>/``) exposes ``GAME``, an instance of :class:`Game`.
The rules here are pure: no I/O, no clock, no global randomness (the registry reads the
environment once, for GAMEKEEPER_EXTRA_GAMES).
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
