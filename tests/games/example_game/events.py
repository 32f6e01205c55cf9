"""High Card's events: each type's own fields beside its text (:mod:`games.core.events`).

A dealt card is face down: ``dealt`` names the seat, never the card; ``showdown`` turns every
card face up (``revealing_events``).
"""

from __future__ import annotations

from games.core.events import EventFields, event_union
from games.core.wire import Seat

EVENTS: EventFields = {
    "dealt": {"seat": Seat},
    "kept": {"seat": Seat},
    "swapped": {"seat": Seat},
    "showdown": {"cards": list[int], "winners": list[Seat]},
}

Event = event_union("HighCard", EVENTS)
