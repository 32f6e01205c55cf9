"""Trogdor as a :class:`games.core.Game`: what the game is, and the modules that implement it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from games.core.errors import InvalidState
from games.core.game import Game, GameType, Modules
from games.core.wire import Envelope
from games.trogdor import content, events, render, rules, state, view, wire
from games.trogdor.position import TrogState


class Trogdor(Game[TrogState, wire.AnyMove]):
    id = "trogdor"
    title = "Trogdor!! The Board Game"
    min_players = 1  # T54: solo play, one seat taking every turn
    max_players = 6
    variants = ("published", "august-draft")
    game_type = GameType(
        dynamics="sequential",
        chance="explicit",
        information="perfect",  # decks are multisets and every card is face up
        utility="cooperative",
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
    golden_options: ClassVar[Mapping[str, Mapping[str, Any]]] = {
        "easy": {"map": "easy"},
        "hard": {"map": "hard"},
    }
    #: the turn's phase follows from its agenda of tasks
    derived_fields = ("phase", "pending_chance", "to_act")

    def from_wire(self, model: Envelope) -> TrogState:
        """Besides the common checks: an ongoing game waits for a seat or a draw."""
        s = super().from_wire(model)
        if s.status == "ongoing" and not (rules.to_act(s) or rules.chance_outcomes(s)):
            raise InvalidState(
                "nothing to decide or draw: the first task runs by itself, or its deck is empty"
            )
        return s
