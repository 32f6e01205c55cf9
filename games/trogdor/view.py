"""What a seat sees: Trogdor is cooperative and every card is face up, so everything but the
signature. Decks are multisets already (their order is never stored)."""

from __future__ import annotations

from typing import Any

from games.trogdor.position import TrogState


def view(state: TrogState, wire_state: dict[str, Any], seat: int | None) -> dict[str, Any]:
    return {key: value for key, value in wire_state.items() if key != "signature"}
