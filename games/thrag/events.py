"""Thrag's events: each type's own fields beside its text (:mod:`games.core.events`).

Everything here is face up at the table: a drawn coin, a rolled die, a slain beast.
"""

from __future__ import annotations

from typing import Literal

from games.core.events import EventFields, event_union
from games.thrag.content import Color, Die
from games.thrag.wire import Face, TileValue

Status = Literal["victory", "defeat"]
EndReason = Literal["victory", "died", "exhausted", "breakfast-missed"]

EVENTS: EventFields = {
    "turn_started": {"turn": int},
    "beast_drawn": {"color": Color, "value": Face},
    "die_rolled": {"die": Die, "value": Face, "reroll": bool},
    "fight_started": {"beast": Color, "strength": int},
    "pawn_spent": {"pawn": Color, "die": Die},
    "coin_flipped": {"color": Color},
    "coin_drawn": {"color": Color, "value": Face},
    "beast_slain": {"beast": Color, "thrag": int, "foe": int},
    "fight_lost": {"beast": Color, "thrag": int, "foe": int, "damage": int},
    "damage_paid": {"coins": list[TileValue], "damage": int},
    "fighting_over": {},
    "fighting_stopped": {"discarded": list[str], "abandoned": Color | None},
    "healed": {"value": TileValue},
    "reshuffled": {"stack": Literal["red", "green", "blue", "healing"]},
    "game_over": {"status": Status, "end_reason": EndReason},
}

Event = event_union("Thrag", EVENTS)
