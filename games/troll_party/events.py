"""Troll Party's events: each type's own fields beside its text (:mod:`games.core.events`).

A table is numbered like its owner's seat (2: the dummy's). A card placed, dealt or swapped
is face down: those events name the seat and the table, never the card; ``cards_revealed``
and ``final_card`` turn cards face up (``revealing_events``).
"""

from __future__ import annotations

from games.core.events import EventFields, event_union

EVENTS: EventFields = {
    "first_player": {"seat": int},
    "round_started": {"round": int},
    "dummy_dealt": {"table": int},
    "card_placed": {"seat": int, "cards_left_to_place": int},
    "cards_placed": {"seat": int},
    "purple_peeked": {"seat": int, "table": int},
    "purple_declined": {"seat": int},
    "purple_swapped": {"seat": int, "table": int},
    "cards_revealed": {"table": int, "cards": list[str]},
    "orange_declined": {"seat": int, "table": int},
    "scuffle_nullified": {"seat": int, "table": int},
    "ties_ordered": {"seat": int, "table": int, "order": list[int]},
    "goat_taken": {"table": int, "golden": bool},
    "goat_returned": {"table": int, "golden": bool},
    "goat_moved": {"from_table": int, "to_table": int, "golden": bool},
    "no_effect": {"table": int | None},
    "marker_passed": {"seat": int},
    "final_cards": {},
    "final_card": {"seat": int, "card": str},
    "game_over": {"winners": list[int]},
}

Event = event_union("TrollParty", EVENTS)
