"""Draggmar's shared rule helpers: the game's cards, piles kept sorted, seats, places, draws.

Every other rules module (:mod:`games.draggmar.rules`, ``rules_round``, ``rules_run``) reads the
thawed state through these; they decide nothing themselves.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any, TypeVar

from games.core.wire import Strict
from games.draggmar.content import HAND_LIMIT
from games.draggmar.state import KEEP, Cards, Data, cards_of

MARKET_PER_LEVEL = 2  # solo rules


# --- small helpers --------------------------------------------------------------------------------


M = TypeVar("M", bound=Strict)


@lru_cache(maxsize=1 << 14)
def made(model: type[M], /, **fields: Any) -> M:
    """One wire model per value: the same moves and draw outcomes are listed again at every
    step, and a frozen model validated once may be shared (issue 13: validation was the main
    cost of a move)."""
    return model(**fields)


def game_cards(g: Data) -> Cards:
    """The cards of this game's pack and options."""
    return cards_of(g["options"])


def add(cards: list[str], cid: str) -> None:
    """Add a card to a pile kept sorted, so equal piles are equal states."""
    cards.append(cid)
    cards.sort()


def to_deck(g: Data, cid: str) -> None:
    """A discarded card goes back into its deck (D18: the rulebook's bottom of the deck)."""
    add(g["decks"][game_cards(g).deck_of(cid)], cid)


def solo(g: Data) -> bool:
    """Whether this is a one-seat game (the solo rules)."""
    return g["players"] == 1


def order(g: Data) -> list[int]:
    """Seats in turn order from the first player."""
    first = g["first_player"] or 0
    return [(first + k) % g["players"] for k in range(g["players"])]


def dungeon_level(g: Data, location: int) -> int:
    """D15: a dungeon's level is its token plus its threat tokens, never above 3."""
    site = g["sites"][location - 1]
    return min(3, site["token"] + site["threats"])


def _heads(g: Data) -> list[str]:
    return g["trophies"] + [cid for kept in g["kept"] for cid in kept]


def keep_open(g: Data) -> bool:
    """D16: two boss heads of each level, in the trophy room or kept by a seat."""
    levels = Counter(game_cards(g).level_of(cid) for cid in _heads(g))
    return all(levels[level] >= 2 for level in (1, 2, 3))


def over_limit(g: Data, seat: int) -> bool:
    """D40: the seat's hand holds more than 7 cards: it discards before anything else."""
    return len(g["hands"][seat]) > HAND_LIMIT


def cursed_discard(g: Data, seat: int) -> bool:
    """D50: a curse makes the seat discard an item of its choice, and it has one to discard."""
    return bool(g["curse_discards"][seat]) and bool(hand_items(g, seat))


def must_discard(g: Data, seat: int) -> bool:
    """The seat owes a discard (D40, D50), which it makes before anything else."""
    return cursed_discard(g, seat) or over_limit(g, seat)


def hand_heroes(g: Data, seat: int) -> list[str]:
    """The heroes in a seat's hand."""
    cards = game_cards(g)
    return [cid for cid in g["hands"][seat] if cards.kind[cid] == "heroes"]


def hand_items(g: Data, seat: int) -> list[str]:
    """The items in a seat's hand."""
    cards = game_cards(g)
    return [cid for cid in g["hands"][seat] if cards.kind[cid] == "items"]


def seat_name(seat: int) -> str:
    """A seat as the players read it."""
    return f"Seat {seat}"


def group_of(g: Data, seat: int) -> dict:
    """The group of a seat in a run (the seat must be running)."""
    group = runner_group(g, seat)
    assert group is not None, f"seat {seat} is in no group"
    return group


def runner_group(g: Data, seat: int) -> dict | None:
    """The group of a seat in a run, or None while it is in no group."""
    if not g["runners"]:
        return None
    group = g["runners"][seat]["group"]
    return None if group is None else g["groups"][group]


# --- draws ----------------------------------------------------------------------------------------


def new_draw(
    kind: str,
    to: str,
    deck: str | None = None,
    seat: int | None = None,
    group: int | None = None,
    location: int | None = None,
) -> dict:
    """A chance event for the queue, with every field of ``wire.Draw``."""
    return {
        "type": kind,
        "to": to,
        "deck": deck,
        "seat": seat,
        "group": group,
        "location": location,
    }


def fill_market(g: Data) -> None:
    """Solo: two items of each level in the market rows, refilled each round."""
    if not solo(g):
        return
    cards = game_cards(g)
    have = Counter(cards.level_of(cid) for cid in g["market"])
    for level in (1, 2, 3):
        for _ in range(MARKET_PER_LEVEL - have[level]):
            g["queue"].append(new_draw("draw_card", "market", f"items-{level}"))


# --- names ----------------------------------------------------------------------------------------


def place(location: int) -> str:
    """A location as the players read it: a dungeon or the Death Mage Keep."""
    return "the Death Mage Keep" if location == KEEP else f"dungeon {location}"


def card_name(g: Data, cid: str) -> str:
    """A card's printed name."""
    return game_cards(g).by_id[cid].name


# --- groups ---------------------------------------------------------------------------------------


def new_group(location: int, level: int, seats: list[int]) -> dict:
    """A group setting out to a dungeon, before its first room (D12)."""
    return {
        "location": location,
        "level": level,
        "seats": seats,
        "room": None,
        "stage": "draw",
        "rewards": [],
        "passed": [],
        "ahead": [],
        "keep_rooms": 0,
        "keep_elites": [],
        "keep_pile": None,
        "result": None,
        "outcome": None,
        "upgraders": [],
    }
