"""High Card as a :class:`games.core.Game`: what the game is, and the modules that implement it."""

from __future__ import annotations

from games.core.game import Game, GameType, Modules
from tests.games.example_game import content, events, render, rules, state, view, wire
from tests.games.example_game.state import HighCardState


class HighCard(Game[HighCardState, wire.AnyMove]):
    id = "high-card"
    title = "High Card (the example game of docs/writing-a-game.md)"
    min_players = 2
    max_players = 4
    variants = ("standard",)
    game_type = GameType(
        dynamics="simultaneous",  # every seat keeps or swaps at once
        chance="explicit",
        information="imperfect",  # a seat sees only its own card until the showdown
        utility="competitive",
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
    revealing_events = frozenset({"showdown"})
