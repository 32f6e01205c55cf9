"""The registry of games: every package under ``games/`` that exposes ``GAME`` is a game.

Adding a game is adding a package; nothing else in the code base lists games. A package
outside ``games/`` is a game only in a process whose ``GAMEKEEPER_EXTRA_GAMES`` names it
(module names, comma-separated): the tests serve the example game of docs/writing-a-game.md
that way (``tests.games.example_game``); a deployment leaves it unset.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
from functools import cache
from typing import Any

import games
from games.core.game import Game

#: the environment variable naming game packages outside ``games/`` (tests only)
EXTRA_GAMES = "GAMEKEEPER_EXTRA_GAMES"


def _game_of(package: str) -> Game[Any, Any] | None:
    game = getattr(importlib.import_module(package), "GAME", None)
    return game if isinstance(game, Game) else None


@cache
def all_games() -> dict[str, Game[Any, Any]]:
    """Game id to game, in the order of their package names (then the extra ones)."""
    found: dict[str, Game[Any, Any]] = {}
    for module in sorted(pkgutil.iter_modules(games.__path__), key=lambda m: m.name):
        if not module.ispkg or module.name == "core":
            continue
        game = _game_of(f"games.{module.name}")
        if game is not None:
            found[game.id] = game
    extra = (name.strip() for name in os.environ.get(EXTRA_GAMES, "").split(","))
    for package in filter(None, extra):
        game = _game_of(package)
        if game is None:
            raise ValueError(f"{EXTRA_GAMES}: {package} exposes no GAME")
        if game.id in found:
            raise ValueError(f"{EXTRA_GAMES}: {package}'s game id {game.id!r} is taken")
        found[game.id] = game
    return found


def get_game(game_id: str) -> Game[Any, Any] | None:
    return all_games().get(game_id)
