"""What a seat sees: its own card; the others' and the deck's only once they are shown."""

from __future__ import annotations

from typing import Any

from tests.games.example_game.state import HighCardState


def view(state: HighCardState, wire: dict[str, Any], seat: int | None) -> dict[str, Any]:
    seen = {key: value for key, value in wire.items() if key != "signature"}
    if state.status == "ongoing":
        seen["deck"] = len(state.deck)
        seen["hands"] = [
            card if card is None or s == seat else "hidden" for s, card in enumerate(state.hands)
        ]
    return seen
