"""Trogdor's events: each type's own fields beside its text (:mod:`games.core.events`).

The game is cooperative and open: every card, item and tile named here is face up. A position
is a ``TrogdorPos`` (row, column); a path is the steps taken (N, E, S, W).
"""

from __future__ import annotations

from typing import Literal

from games.core.events import EventFields, event_union
from games.trogdor.wire import Dir, Kind, Pos

#: who hurts Trogdor (T5-T8): walking into a Knight, a Knight's move, the Archer's arrow
Source = Literal["enter", "knight", "archer"]

EVENTS: EventFields = {
    "turn_started": {"seat": int},
    "keeper_dealt": {"seat": int, "keeper": str},
    "item_dealt": {"seat": int, "item": str},
    "trade": {"seat": int, "with_seat": int},
    "card_drawn": {"card": str, "seat": int | None},
    "no_card": {"ap": int | None},
    "action_reshuffled": {},
    "movement_reshuffled": {},
    "card_discarded": {"card": str, "ap": int},
    "card_played": {"card": str, "ap": int},
    "card_effect": {"card": str},
    "ap_gained": {"ap": int},
    "daisies": {},
    "trogdor_moved": {"to": Pos},
    "trogdor_jumped": {"to": Pos},
    "hide": {"pos": Pos},
    "tile_burned": {"pos": Pos, "tile": Kind},
    "cottage_burned": {"pos": Pos},
    "tiles_swapped": {"a": Pos, "b": Pos},
    "item_used": {"item": str, "seat": int},
    "item_recharged": {"item": str, "seat": int},
    "peasant_ignited": {"pos": Pos, "count": int},
    "peasant_saved": {"pos": Pos},
    "peasant_runs_again": {"pos": Pos},
    "peasant_burned_out": {"pos": Pos | None},
    "peasant_spawned": {"pos": Pos},
    "spawn_none": {},
    "peasants_moved": {"arrow": Dir},
    "no_repair": {},
    "tile_repaired": {"pos": Pos},
    "cottage_repaired": {"pos": Pos},
    "movement_drawn": {"card": str, "reason": str},
    "knight_moved": {"who": str, "path": list[Dir], "to": Pos},
    "archer_moved": {"path": list[Dir], "to": Pos},
    "arrowed": {},
    "troghammer_shuffled_in": {},
    "troghammer_enters": {},
    "troghammer_again": {},
    "damage": {"source": Source, "health": int},
    "damage_prevented": {"source": Source},
    "health_gained": {"health": int},
    "trogdor_died": {"source": Source},
    "fiery_rage": {},
    "rage": {"path": list[Dir]},
    "rage_burn": {"pos": Pos},
    "actions_ended": {},
    "game_over": {
        "status": Literal["victory", "petite_victory", "defeat", "turn_limit"],
        "end_reason": Literal["burninated", "fiery_rage", "died", "turn_limit"],
    },
}

Event = event_union("Trogdor", EVENTS)
