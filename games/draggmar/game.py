"""Dungeons of Draggmar as a :class:`games.core.Game`: what the game is, and its modules."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from games.core.game import Game, GameType, Modules
from games.draggmar import content, events, render, rules, state, view, wire
from games.draggmar.state import DraggState


class Draggmar(Game[DraggState, wire.AnyMove]):
    id = "draggmar"
    title = "Dungeons of Draggmar"
    min_players = 1
    max_players = 4
    variants = ("base",)
    game_type = GameType(
        dynamics="simultaneous",  # D9: every seat with a decision moves in any order
        chance="explicit",
        information="imperfect",  # D9: hands, deck contents, scouts
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
    #: moves whose listing names cards of a hidden hand, or a scout's secret destination (D9)
    secret_moves = frozenset(
        {
            "starting_hand",
            "scout",
            "play_hero",
            "equip",
            "offer_trade",
            "accept_trade",
            "trade_market",
            "discard",
            "curse_discard",
        }
    )
    golden_options: ClassVar[Mapping[str, Mapping[str, Any]]] = {
        "faction_attack": {"faction_attack": True},
        "real_experience": {"real_experience": True},
        "undead_crusade": {"undead_crusade": True},
    }
    #: the scouts' reports; a hero played, items equipped, a trade offered are face up; a
    #: discard shows the deck it goes back to (its kind and level); a curse's discard names the
    #: item (D50); the starting hands dealt show how many cards each deck gave (D38); an upgrade
    #: names the played hero's copy one level up, searched for in the open (D14); a curse drawn
    #: is read out and resolved in the open, or kept face up beside its seat (rulebook Curses)
    revealing_events = frozenset(
        {
            "hands_dealt",
            "scouts_revealed",
            "hero_played",
            "equipped",
            "curse",
            "curse_carried",
            "trade_offered",
            "trade",
            "card_discarded",
            "curse_discard",
            "upgrade",
        }
    )
