"""A picture of the table: one card per seat, face down where the seat may not see it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tests.games.example_game.state import HighCardState


def render(state: HighCardState, seat: int | None, plan: Sequence[Any]) -> str:
    cards = []
    for s, card in enumerate(state.hands):
        shown = card is not None and (s == seat or state.status == "finished")
        label = str(card) if shown else "?"
        cards.append(f'<text x="{20 + 60 * s}" y="40" font-size="24">{label}</text>')
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="260" height="60">{"".join(cards)}</svg>'
