"""High Card's content: the deck, and the ruling the rulebook (this docstring) leaves open.

Rules: each seat is dealt a card face down; then every seat at once keeps its card or swaps it
(the card goes back into the deck, a new one is dealt); then the cards are shown and the
highest wins (ties share the win).
"""

from __future__ import annotations

from typing import Any

#: the deck: each value, twice
VALUES = (1, 2, 3, 4, 5, 6)
COPIES = 2
DECK = tuple(sorted(VALUES * COPIES))


def content() -> dict[str, Any]:
    return {"values": list(VALUES), "copies": COPIES}


def rulings() -> list[dict[str, str]]:
    return [{"id": "X1", "text": "A swapped card goes back into the deck before the new deal."}]
