"""What one seat of New Troll Party knows, and worlds drawn consistently with it.

A seat sees its own hand and cards, the goats, the tables face up while they resolve, the table
Purple peeked at (Purple only, P7) and every card discarded, since each was revealed before it
went to the pile (the rulebook: "remembering what has been played may be helpful"; P14 hides the
pile in the view, not from the seat's memory). The 13 cards of every band are public (P1), so a
band's *unseen* cards are its deck less those: its hand and its face-down cards, as a multiset.

A *world* (:func:`determinise`) deals each band's unseen cards at random to its face-down
places and its hand. Everything else of the state is public, so two states that differ only in
what the seat cannot see give the same worlds for the same generator. While seats place (P13),
where another seat's first cards went is hidden too (the view shows them as not placed): a world
takes them back to that seat's hand, to be placed again; the placement is simultaneous (P3), so
nothing the seat could know is lost.
"""

from __future__ import annotations

import dataclasses
import random

from games.troll_party.content import TABLES, card
from games.troll_party.state import PLACE, TrollState
from games.troll_party.view import hidden_cards


def unseen(state: TrollState, seat: int) -> tuple[tuple[str, ...], ...]:
    """Each band's cards ``seat`` has not seen (its own: none), sorted: a multiset per band."""
    hidden = hidden_cards(state, seat)
    pools: list[tuple[str, ...]] = []
    for band in range(TABLES):
        if band == seat:
            pools.append(())
            continue
        face_down = [state.placements[t][b] for t, b in hidden if b == band]
        pools.append(tuple(sorted([*state.hands[band], *(c for c in face_down if c)])))
    return tuple(pools)


def unseen_halves(state: TrollState, seat: int) -> tuple[tuple[int, ...], ...]:
    """:func:`unseen` as sorted card values (in halves): what a rule of thumb weighs."""
    return tuple(tuple(sorted(card(c).halves for c in pool)) for pool in unseen(state, seat))


def determinise(state: TrollState, seat: int, rng: random.Random) -> TrollState:
    """A state the seat cannot tell from ``state``: every unseen card dealt again at random.

    Face-down cells keep their places (a dealt dummy card, a placed card once every seat has
    placed) with cards drawn from their band's unseen cards; the rest is the band's hand. While
    seats place, other seats' cards of this round go back to their hands (see the module
    docstring); the dummy's dealt cards stay dealt (P11).
    """
    hidden = hidden_cards(state, seat)
    placing = state.stage == PLACE
    hands = list(state.hands)
    placements = [list(row) for row in state.placements]
    for band in range(TABLES):
        if band == seat:
            continue
        cells = sorted(t for t, b in hidden if b == band)
        face_down = [cid for t in cells if (cid := placements[t][band]) is not None]
        if placing and band < state.players:
            for t in cells:
                placements[t][band] = None
            cells = []
        pool = sorted([*state.hands[band], *face_down])
        rng.shuffle(pool)
        for t, cid in zip(cells, pool, strict=False):
            placements[t][band] = cid
        hands[band] = tuple(sorted(pool[len(cells) :]))
    return dataclasses.replace(
        state,
        hands=tuple(hands),
        placements=tuple(tuple(row) for row in placements),
    )
