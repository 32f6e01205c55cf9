"""The registry of games: every package under ``games/`` that exposes ``GAME`` is a game.

Adding a game is adding a package; nothing else in the code base lists games.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from typing import Any

import games
from games.core.game import Game


@cache
def all_games() -> dict[str, Game[Any, Any]]:
    """Game id to game, in the order of their package names."""
    found: dict[str, Game[Any, Any]] = {}
    for module in sorted(pkgutil.iter_modules(games.__path__), key=lambda m: m.name):
        if not module.ispkg or module.name == "core":
            continue
        package = importlib.import_module(f"games.{module.name}")
        game = getattr(package, "GAME", None)
        if isinstance(game, Game):
            found[game.id] = game
    return found


def get_game(game_id: str) -> Game[Any, Any] | None:
    return all_games().get(game_id)
