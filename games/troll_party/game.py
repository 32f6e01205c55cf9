"""New Troll Party as a :class:`games.core.Game`: what the game is, and its modules."""

from __future__ import annotations

from games.core.game import Game, GameType, Modules
from games.troll_party import content, events, render, rules, state, view, wire
from games.troll_party.state import TrollState


class TrollParty(Game[TrollState, wire.AnyMove]):
    id = "troll-party"
    title = "New Troll Party"
    min_players = 2
    max_players = 3
    variants = ("standard",)
    game_type = GameType(
        dynamics="simultaneous",  # P3: every seat places at once
        chance="explicit",
        information="imperfect",  # P3, P7: placements and hands are secret
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
    #: the dummy band of a two-seat game follows from the seats' colours (P11)
    derived_fields = ("pending_chance", "to_act", "dummy")
    #: a card placed face down (P3, P13), and the card Purple swaps in (P7)
    secret_moves = frozenset({"place_card", "place", "swap"})
    #: P4: a table's three cards are revealed; P6: each seat's final card is played face up
    revealing_events = frozenset({"cards_revealed", "final_card"})
