"""What one seat of Draggmar knows, and worlds drawn consistently with it (D9).

A seat sees its own hand and everything face up; it does not see the other hands, the decks'
make-up, nor (while scouts go out, D10) where the other seats sent theirs. The view hides the
decks because their make-up would tell the hands apart: every card of a deck is either in that
deck or in a hand, and which deck each card of a hand came from is public (D38's dealt counts,
buys by kind and level, discards showing their deck). So for each deck the seat knows the
*pool* of cards it has not seen (the deck and that deck's cards in other hands, as a multiset)
and how many of them each other hand holds.

A *world* (:func:`determinise`) deals each pool again at random: each other hand gets as many
of that deck's cards as it holds, the rest is the deck. Everything else of the state is public,
so two states that differ only in what the seat cannot see give the same worlds for the same
generator. While scouts go out, the other seats' scouts are taken back (they scout again in the
world): scouting is simultaneous, so nothing the seat could know is lost.

The Undead Crusade's Rift deck ``rifts`` is a deck like the others (D53): no hand holds its
cards, so its pool is the deck itself and a world keeps it as it is; what orders it (the
undead still drawn before the Portals and General Velos) is ``crusade.top``, public and kept,
so a world's Rift runs draw as the real ones may.
"""

from __future__ import annotations

import random
from collections import defaultdict

from games.draggmar.state import DraggState, freeze


def pools(state: DraggState, seat: int) -> dict[str, tuple[str, ...]]:
    """Each deck's cards ``seat`` has not seen: the deck and its cards in other hands, sorted."""
    cards = state.cards
    unseen: dict[str, list[str]] = {name: list(pile) for name, pile in state.decks.items()}
    for other, hand in enumerate(state.hands):
        if other == seat:
            continue
        for cid in hand:
            unseen.setdefault(cards.deck_of(cid), []).append(cid)
    return {name: tuple(sorted(pile)) for name, pile in unseen.items()}


def determinise(state: DraggState, seat: int, rng: random.Random) -> DraggState:
    """A state the seat cannot tell from ``state``: every unseen card dealt again at random."""
    cards = state.cards
    wanted: dict[int, dict[str, int]] = {}  # other seat -> deck -> cards of it in hand
    for other, hand in enumerate(state.hands):
        if other != seat:
            counts: dict[str, int] = defaultdict(int)
            for cid in hand:
                counts[cards.deck_of(cid)] += 1
            wanted[other] = counts
    hands = [list(hand) if s == seat else [] for s, hand in enumerate(state.hands)]
    piles: dict[str, tuple[str, ...]] = {}
    for name, pool in sorted(pools(state, seat).items()):
        shuffled = list(pool)
        rng.shuffle(shuffled)
        for other in sorted(wanted):
            take = wanted[other].get(name, 0)
            hands[other] += shuffled[:take]
            shuffled = shuffled[take:]
        piles[name] = tuple(sorted(shuffled))
    draft = state.thaw()
    draft.hands = tuple(tuple(sorted(hand)) for hand in hands)
    decks = draft.decks
    for name, pile in piles.items():
        if name in decks:
            decks = decks.with_pile(name, pile)
    draft.decks = decks
    if state.phase == "scout":
        draft.scouts = tuple(sent if s == seat else () for s, sent in enumerate(state.scouts))
    return freeze(draft)
