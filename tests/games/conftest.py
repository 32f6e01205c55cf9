"""Shared helpers for the engine tests under ``tests/games``.

Environment variables (read once, here):

``GAMEKEEPER_PLAYOUTS``
    How many seeded random table-mode playouts ``test_playout.py`` plays per registered game,
    split evenly across the game's variants and player counts. Default 2000 (for Thrag about
    25 s on one core; every step is checked). Ask for more to hunt rare bugs, e.g.::

        GAMEKEEPER_PLAYOUTS=20000 uv run pytest tests/games/test_playout.py -q -n 2

``GAMEKEEPER_DIGITAL_PLAYOUTS``
    How many digital-mode games (chance resolved by the keyed generator) per game. Default 300.

Both are scaled by ``PLAYOUT_SHARE`` for games whose playouts are dear (Draggmar).

Positions are posed with each game's ``scenario`` module (``games/<game>/scenario.py``).
"""

from __future__ import annotations

import os

import pytest


def _env_int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    value = int(raw)
    if value < 1:
        raise pytest.UsageError(f"{name} must be a positive integer, got {raw!r}")
    return value


#: seeded table-mode playouts per game (all variants and player counts together)
PLAYOUTS = _env_int("GAMEKEEPER_PLAYOUTS", 2000)
#: digital-mode playouts per game
DIGITAL_PLAYOUTS = _env_int("GAMEKEEPER_DIGITAL_PLAYOUTS", 300)
#: the share of those counts a game plays whose checked playout costs far more than the others':
#: a Dungeons of Draggmar game is ~0.8 s of CPU with every step checked, 60 times Thrag's, so
#: it plays 7% of the games rather than own the suite's time (its four seat counts were the
#: suite's four slowest tests at a tenth; the golden cases, the Crusade's playouts and the
#: hints' simulations play it too; raise the counts above to give it more)
PLAYOUT_SHARE = {"draggmar": 0.07}
