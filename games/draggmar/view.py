"""What a seat sees (D9): its own hand, and everything face up on the table.

Hidden from a seat: the other hands (behind their shields), every deck's contents (a deck is a
multiset whose make-up would tell the hands apart) and, while scouts are still going out, where
the other seats sent theirs. Hidden cards keep their place as ``"hidden"``, so counts show.
"""

from __future__ import annotations

from typing import Any

from games.draggmar.state import DraggState

HIDDEN = "hidden"


def view(state: DraggState, wire_state: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """The wire state with what ``seat`` may not see replaced (``None``: a spectator)."""
    players = wire_state["players"]
    viewer = seat if seat is not None and 0 <= seat < players else None
    seen = {key: value for key, value in wire_state.items() if key != "signature"}
    seen["hands"] = [
        list(hand) if s == viewer else [HIDDEN] * len(hand)
        for s, hand in enumerate(wire_state["hands"])
    ]
    seen["decks"] = {name: [HIDDEN] * len(cards) for name, cards in wire_state["decks"].items()}
    seen["starting_heroes"] = [  # D38: a secret choice, until every hand is dealt
        count if s == viewer or count is None else 0
        for s, count in enumerate(wire_state["starting_heroes"])
    ]
    if wire_state["phase"] == "scout":  # D10: scouts go out at once, secretly
        seen["scouts"] = [
            list(scouts) if s == viewer else [0] * len(scouts)
            for s, scouts in enumerate(wire_state["scouts"])
        ]
    return seen
