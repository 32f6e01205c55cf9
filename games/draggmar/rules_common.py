"""Draggmar's shared rule helpers: seats, places, draws, groups.

Every other rules module (:mod:`games.draggmar.rules`, ``rules_round``, ``rules_run``) reads the
state through these; they decide nothing themselves.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any, TypeVar

from games.core.wire import Strict
from games.draggmar.content import HAND_LIMIT, RIFT_LEVEL
from games.draggmar.state import KEEP, Cards, DraggFields, Draw, Group

MARKET_PER_LEVEL = 2  # solo rules


# --- small helpers --------------------------------------------------------------------------------


M = TypeVar("M", bound=Strict)


@lru_cache(maxsize=1 << 14)
def made(model: type[M], /, **fields: Any) -> M:
    """One wire model per value: the same moves and draw outcomes are listed again at every
    step, and a frozen model validated once may be shared (issue 13: validation was the main
    cost of a move)."""
    return model(**fields)


def solo(s: DraggFields) -> bool:
    """Whether this is a one-seat game (the solo rules)."""
    return s.players == 1


def order(s: DraggFields) -> list[int]:
    """Seats in turn order from the first player."""
    first = s.first_player or 0
    return [(first + k) % s.players for k in range(s.players)]


def dungeon_level(s: DraggFields, location: int) -> int:
    """D15: a dungeon's level is its token plus its threat tokens, never above 3; an open Rift
    of the Undead Crusade standing on it is run at the Rift's level instead (D52, D54)."""
    crusade = s.crusade
    if crusade is not None and location in crusade.open:
        return RIFT_LEVEL
    site = s.sites[location - 1]
    assert site.token is not None, "a revealed dungeon"
    return min(3, site.token + site.threats)


def _heads(s: DraggFields) -> list[str]:
    return [*s.trophies, *(cid for kept in s.kept for cid in kept)]


def keep_open(s: DraggFields) -> bool:
    """D16: two boss heads of each level, in the trophy room or kept by a seat."""
    cards = s.cards
    levels = Counter(cards.level_of(cid) for cid in _heads(s))
    return all(levels[level] >= 2 for level in (1, 2, 3))


def over_limit(s: DraggFields, seat: int) -> bool:
    """D40: the seat's hand holds more than 7 cards: it discards before anything else."""
    return len(s.hands[seat]) > HAND_LIMIT


def cursed_discard(s: DraggFields, seat: int) -> bool:
    """D50: a curse makes the seat discard an item of its choice, and it has one to discard."""
    return bool(s.curse_discards[seat]) and bool(hand_items(s, seat))


def must_discard(s: DraggFields, seat: int) -> bool:
    """The seat owes a discard (D40, D50), which it makes before anything else."""
    return cursed_discard(s, seat) or over_limit(s, seat)


def hand_heroes(s: DraggFields, seat: int) -> list[str]:
    """The heroes in a seat's hand."""
    kind = s.cards.kind
    return [cid for cid in s.hands[seat] if kind[cid] == "heroes"]


def hand_items(s: DraggFields, seat: int) -> tuple[str, ...]:
    """The items in a seat's hand."""
    return _items_in(s.cards, s.hands[seat])


@lru_cache(maxsize=1 << 12)
def _items_in(cards: Cards, hand: tuple[str, ...]) -> tuple[str, ...]:
    """The items of ``hand``: asked for at every listing of its seat's moves (issue 29)."""
    kind = cards.kind
    return tuple(cid for cid in hand if kind[cid] == "items")


def seat_name(seat: int) -> str:
    """A seat as the players read it."""
    return f"Seat {seat}"


def group_of(s: DraggFields, seat: int) -> int:
    """The index of a seat's group in a run (the seat must be running)."""
    index = s.runners[seat].group
    assert index is not None, f"seat {seat} is in no group"
    return index


def runner_group(s: DraggFields, seat: int) -> Group | None:
    """The group of a seat in a run, or None while it is in no group."""
    if not s.runners:
        return None
    index = s.runners[seat].group
    return None if index is None else s.groups[index]


# --- draws ----------------------------------------------------------------------------------------


def new_draw(
    kind: str,
    to: str,
    deck: str | None = None,
    seat: int | None = None,
    group: int | None = None,
    location: int | None = None,
) -> Draw:
    """A chance event for the queue, with every field of ``wire.Draw``."""
    return Draw(type=kind, to=to, deck=deck, seat=seat, group=group, location=location)


def fill_market(d: DraggFields) -> None:
    """Solo: two items of each level in the market rows, refilled each round."""
    if not solo(d):
        return
    cards = d.cards
    have = Counter(cards.level_of(cid) for cid in d.market)
    for level in (1, 2, 3):
        for _ in range(MARKET_PER_LEVEL - have[level]):
            d.push(new_draw("draw_card", "market", f"items-{level}"))


# --- names ----------------------------------------------------------------------------------------


def place(location: int) -> str:
    """A location as the players read it: a dungeon or the Death Mage Keep."""
    return "the Death Mage Keep" if location == KEEP else f"dungeon {location}"


def card_name(s: DraggFields, cid: str) -> str:
    """A card's printed name."""
    return str(s.cards.by_id[cid].name)


# --- groups ---------------------------------------------------------------------------------------


def new_group(location: int, level: int, seats: tuple[int, ...]) -> Group:
    """A group setting out to a dungeon, before its first room (D12)."""
    return Group(
        location=location,
        level=level,
        seats=seats,
        room=None,
        stage="draw",
        rewards=(),
        passed=(),
        ahead=(),
        keep_rooms=0,
        keep_elites=(),
        keep_pile=None,
        result=None,
        outcome=None,
        upgraders=(),
    )
