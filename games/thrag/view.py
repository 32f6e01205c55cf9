"""What the player sees (H13): coin values are face down unless ``track_coins``."""

from __future__ import annotations

from typing import Any

from games.thrag.state import ThragState


def view(state: ThragState, wire_state: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """The wire state with coin values replaced by counts when coins are not tracked."""
    seen = {key: value for key, value in wire_state.items() if key != "signature"}
    if not wire_state["options"]["track_coins"]:
        seen["coins"] = {color: len(values) for color, values in wire_state["coins"].items()}
    return seen
