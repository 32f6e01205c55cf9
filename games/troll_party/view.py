"""What a seat sees (P3, P7, P14): no other seat's card before it is revealed.

A card on a table is face up only while its scuffle is being resolved; Purple also sees the
three cards of the table she peeked at this round (P7). Other hands and the discard pile are
face down unless ``track_cards`` (P14); with it, a band's hand is hidden from the others exactly
while some of its placed cards are hidden from them: otherwise it is what remains of its 13
public cards after the revealed ones, which any player could work out.
"""

from __future__ import annotations

from typing import Any

from games.troll_party.content import ROUNDS, TABLES
from games.troll_party.state import PLACE, REVEALED_STAGES, TrollState

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


def unplaced_for(state: TrollState, seat: int | None) -> set[int]:
    """Bands whose placement ``seat`` sees as not made yet: another seat's partial placement.

    P13: a seat places one card at a time, but its three cards are revealed together, and the
    others do not even see where its first cards went (only that its hand shrinks).
    """
    if state.stage != PLACE:  # afterwards resolved tables are empty again: nothing is partial
        return set()
    return {
        band
        for band in range(state.players)
        if band != seat and len(state.open_tables(band)) not in (0, TABLES)
    }


def hidden_hands(state: TrollState, seat: int | None) -> set[int]:
    """Bands (the dummy's undealt deck included) whose cards ``seat`` may not see.

    P14: without ``track_cards`` every other band's, as the rulebook's face-down cards; with it,
    a band's exactly while some of its placed cards are hidden from ``seat`` (P3), since the
    rest can be worked out from the cards revealed.
    """
    if not state.options.track_cards:
        return {band for band in range(TABLES) if band != seat}
    return {band for _, band in hidden_cards(state, seat)}


def view(state: TrollState, wire_state: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """The wire state with hidden cards replaced by ``"hidden"`` (hands keep their size).

    ``None``, or a number that is not a seat of the game, sees what a spectator sees.
    """
    viewer = seat if seat is not None and 0 <= seat < state.players else None
    seen = {key: value for key, value in wire_state.items() if key != "signature"}
    cells = hidden_cards(state, viewer)
    partial = unplaced_for(state, viewer)
    seen["placements"] = [
        [
            None if band in partial else HIDDEN if (table, band) in cells else cid
            for band, cid in enumerate(row)
        ]
        for table, row in enumerate(wire_state["placements"])
    ]
    bands = hidden_hands(state, viewer)
    seen["hands"] = [
        [HIDDEN] * len(hand) if band in bands else list(hand)
        for band, hand in enumerate(wire_state["hands"])
    ]
    if wire_state["dummy_deck"] is not None and TABLES - 1 in bands:
        seen["dummy_deck"] = [HIDDEN] * len(wire_state["dummy_deck"])
    if not state.options.track_cards:  # P14: the discard pile is face down
        seen["discards"] = [HIDDEN] * len(wire_state["discards"])
    return seen
