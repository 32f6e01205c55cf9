"""New Troll Party's content (rulings P1-P2), loaded once from ``data/`` and checked at load.

A card is named by an id that tells everything about it: ``<band>-<value>[-<effect>]``, e.g.
``purple-6`` and ``purple-6-lose`` (the two Purple 6s differ as final cards), ``green-6.5``,
``orange-9-gain2``. Equal ids are interchangeable cards, so hands and decks are multisets of ids.
Values are kept internally in halves (``green-6.5`` is 13) so that every comparison is on ints.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from games.core.content import load_data

BANDS = ("purple", "orange", "green")
CARDS_PER_BAND = 13
ROUNDS = 4
PLAIN_GOATS = 14
GOATS = PLAIN_GOATS + 1  # with the Golden Goat
TABLES = 3
MAX_HALVES = 26  # value 13
EFFECTS = ("gain", "gain2", "lose")
#: goats a final card gains (negative: returns to the centre), P1 and P6
EFFECT_GOATS = {None: 0, "gain": 1, "gain2": 2, "lose": -1}
EFFECT_TEXT = {
    None: "",
    "gain": "+1 goat at the end",
    "gain2": "+2 goats at the end",
    "lose": "-1 goat at the end",
}


@dataclass(frozen=True, slots=True)
class Card:
    """One troll card: its band, value in halves and final-card effect."""

    id: str
    band: str
    halves: int
    effect: str | None
    #: how a player names it: ``6``, ``6 (-1 goat at the end)``; worded once, as every reveal,
    #: swap and tie says it again
    short: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        text = format_value(self.halves)
        short = f"{text} ({EFFECT_TEXT[self.effect]})" if self.effect else text
        object.__setattr__(self, "short", short)

    @property
    def value(self) -> int | float:
        return self.halves // 2 if self.halves % 2 == 0 else self.halves / 2

    @property
    def name(self) -> str:
        return f"{self.band.capitalize()} {self.short}"


def format_value(halves: int) -> str:
    return str(halves // 2) if halves % 2 == 0 else f"{halves // 2}.5"


def card_id(band: str, halves: int, effect: str | None) -> str:
    return f"{band}-{format_value(halves)}" + (f"-{effect}" if effect else "")


@cache
def card(cid: str) -> Card:
    """The card an id names; raises ValueError for an id that names no possible card."""
    parts = cid.split("-")
    if len(parts) not in (2, 3) or parts[0] not in BANDS:
        raise ValueError(f"{cid!r} is not a card id (<band>-<value>[-<effect>])")
    effect = parts[2] if len(parts) == 3 else None
    if effect is not None and effect not in EFFECTS:
        raise ValueError(f"{cid!r}: the final effect must be one of {', '.join(EFFECTS)}")
    try:
        halves = round(float(parts[1]) * 2)
    except ValueError:
        raise ValueError(f"{cid!r}: the value must be a number") from None
    if not 0 <= halves <= MAX_HALVES or card_id(parts[0], halves, effect) != cid:
        raise ValueError(f"{cid!r}: values run from 0 to 13 in halves, written 6 or 6.5")
    return Card(cid, parts[0], halves, effect)


def deck_of(band: str, specs: Iterable[tuple[float, str | None]]) -> tuple[str, ...]:
    """A band's 13 card ids (sorted) from (value, effect) pairs; ValueError when not a deck."""
    ids = []
    for value, effect in specs:
        halves = value * 2
        if halves != int(halves) or not 0 <= halves <= MAX_HALVES:
            raise ValueError(f"P1: {band} card value {value} is not in 0-13 in halves")
        if effect is not None and effect not in EFFECTS:
            raise ValueError(f"P1: {band} card effect {effect!r} is not one of {EFFECTS}")
        ids.append(card_id(band, int(halves), effect))
    if len(ids) != CARDS_PER_BAND:
        raise ValueError(f"P1: a band has exactly {CARDS_PER_BAND} cards, {band} has {len(ids)}")
    return tuple(sorted(ids))


@cache
def content() -> dict[str, Any]:
    data: dict[str, Any] = load_data("games.troll_party", "content.json")
    assert tuple(data["bands"]) == BANDS, "content.json: bands are purple, orange, green"
    assert data["cards_per_band"] == CARDS_PER_BAND and data["rounds"] == ROUNDS
    assert data["goats"] == {"plain": PLAIN_GOATS, "golden": 1}, "P2: 14 goats and the Golden Goat"
    for band in BANDS:
        cards = data["cards"][band]
        for entry in cards:
            assert entry["id"] == card_id(band, round(entry["value"] * 2), entry["effect"]), entry
        deck_of(band, [(entry["value"], entry["effect"]) for entry in cards])
    return data


@cache
def default_deck(band: str) -> tuple[str, ...]:
    return tuple(sorted(entry["id"] for entry in content()["cards"][band]))


@cache
def rulings() -> list[dict[str, str]]:
    found: list[dict[str, str]] = load_data("games.troll_party", "rulings.json")
    return found
