"""Thrag as a :class:`games.core.Game`: what the game is, and the modules that implement it."""

from __future__ import annotations

from games.core.game import Game, GameType, Modules
from games.thrag import content, events, render, rules, state, view, wire
from games.thrag.state import ThragState


class Thrag(Game[ThragState, wire.AnyMove]):
    id = "thrag"
    title = "Thrag's night of beast slaying"
    min_players = 1
    max_players = 1
    variants = ("standard",)
    game_type = GameType(
        dynamics="sequential",
        chance="explicit",
        information="imperfect",  # H13: the coins left are face down unless tracked
        utility="single-player",
    )
    modules = Modules(
        content=content,
        wire=wire,
        events=events,
        state=state,
        rules=rules,
        view=view,
        render=render,
    )
