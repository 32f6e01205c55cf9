"""What a seat sees (P3, P7): no other seat's card before it is revealed, nor its hand then.

A card on a table is face up only while its scuffle is being resolved; Purple also sees the
three cards of the table she peeked at this round (P7). A band's hand is hidden from the others
exactly while some of its placed cards are hidden from them: otherwise it is what remains of
its 13 public cards after the revealed ones, which any player could work out.
"""

from __future__ import annotations

from typing import Any

from games.troll_party.content import ROUNDS, TABLES
from games.troll_party.state import REVEALED_STAGES, TrollState

HIDDEN = "hidden"


def hidden_cards(state: TrollState, seat: int | None) -> set[tuple[int, int]]:
    """(table, band) of every placed card ``seat`` may not see; ``None`` is a spectator."""
    revealed = state.resolving if state.stage in REVEALED_STAGES else None
    if state.round > ROUNDS:
        revealed = None
    peeked = state.purple_peek if seat is not None and seat == state.seat_of("purple") else None
    hidden = set()
    for table, row in enumerate(state.placements):
        if table in (revealed, peeked):
            continue
        for band, cid in enumerate(row):
            if cid is not None and band != seat:
                hidden.add((table, band))
    return hidden


def hidden_hands(state: TrollState, seat: int | None) -> set[int]:
    """Bands whose hand ``seat`` may not see."""
    return {band for _, band in hidden_cards(state, seat)}


def view(state: TrollState, wire_state: dict[str, Any], seat: int) -> dict[str, Any]:
    """The wire state with hidden cards replaced by ``"hidden"`` (hands keep their size).

    A number that is not a seat of the game sees what a spectator sees.
    """
    viewer = seat if 0 <= seat < state.players else None
    seen = {key: value for key, value in wire_state.items() if key != "signature"}
    cells = hidden_cards(state, viewer)
    seen["placements"] = [
        [HIDDEN if (table, band) in cells else cid for band, cid in enumerate(row)]
        for table, row in enumerate(wire_state["placements"])
    ]
    bands = {band for _, band in cells}
    seen["hands"] = [
        [HIDDEN] * len(hand) if band in bands else list(hand)
        for band, hand in enumerate(wire_state["hands"])
    ]
    if wire_state["dummy_deck"] is not None and TABLES - 1 in bands:
        seen["dummy_deck"] = [HIDDEN] * len(wire_state["dummy_deck"])
    return seen
