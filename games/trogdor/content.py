"""Trogdor's content (rulings T30-T34): cards, keepers, items, tiles, maps and the Movement deck.

Everything is loaded once from ``data/`` and checked at load. A game's :class:`Ruleset` is the
content one set of options selects (variant, map, Movement deck, extra cards): the rules read
only the ruleset, so a custom map or deck (``options.map``, ``options.movement_deck``) is
handled exactly like a built-in one.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache
from typing import Any

from games.core.content import load_data
from games.core.errors import InvalidSetup

VARIANTS = ("published", "august-draft")
DIRS = ("N", "E", "S", "W")
SIZE = 5
CELLS = SIZE * SIZE
CENTRE = 2 * SIZE + 2
PEASANTS = 7
#: T48: a game still going after this turn ends with status ``turn_limit`` (Trogdor could hide
#: forever, or play 0-AP turns once the published action deck is spent)
MAX_TURNS = 1000
TROGHAMMER = "troghammer"
KINDS = ("Cottage", "Lake", "Mountain", "Tunnel", "Forest", "Flowers", "Stump", "Rock", "Tree")


def _load(name: str) -> Any:
    return load_data("games.trogdor", name)


def _check(condition: bool, detail: str) -> None:
    if not condition:
        raise AssertionError(detail)


@cache
def content() -> dict[str, Any]:
    """All the data files, checked (T30-T34)."""
    cards = _load("cards.json")
    keepers = _load("keepers.json")
    items = _load("items.json")
    tiles = _load("tiles.json")
    maps = _load("maps.json")
    deck = _load("movement_deck.json")
    _check(len(keepers["keepers"]) == 9, "T30: nine keepers")
    _check(len(items["items"]) == 9, "T30: nine items")
    _check(sum(tiles["tiles"].values()) == CELLS, "T31: 25 tiles")
    _check(tuple(tiles["tiles"]) == KINDS, "T31: tile kinds")
    _check(cards["troghammer_card"]["copies"] == 7, "T30: seven Troghammer cards")
    for name, layout in maps["maps"].items():
        kinds = Counter(kind for row in layout["tiles"] for kind in row)
        _check(kinds == Counter(tiles["tiles"]), f"T32: map {name} uses the 25 tiles of T31")
    _check(len(deck["cards"]) == 52, "T33: 52 Movement cards")
    for card in deck["cards"]:
        check_movement_card(card)
    return {
        "action_cards": cards["action_cards"],
        "troghammer_card": cards["troghammer_card"],
        "card_timings": cards["timings"],
        "cards_source": cards["source"],
        "keepers": keepers["keepers"],
        "keepers_source": keepers["source"],
        "items": items["items"],
        "items_source": items["source"],
        "tiles": tiles["tiles"],
        "tiles_source": tiles["source"],
        "maps": maps["maps"],
        "maps_source": maps["source"],
        "movement_deck": deck,
    }


@cache
def rulings() -> list[dict[str, str]]:
    found: list[dict[str, str]] = _load("rulings.json")
    return found


def check_movement_card(card: dict[str, Any]) -> None:
    _check(0 <= card["peasants"] <= 4, f"T33: {card['id']} peasants 0..4")
    _check(card["arrow"] in DIRS, f"T33: {card['id']} arrow")
    _check(3 <= len(card["path"]) <= 5, f"T33: {card['id']} path of 3 to 5 steps")
    _check(all(step in DIRS for step in card["path"]), f"T33: {card['id']} path steps")


def keeper_ids() -> tuple[str, ...]:
    return tuple(k["id"] for k in content()["keepers"])


def item_ids() -> tuple[str, ...]:
    return tuple(i["id"] for i in content()["items"])


@cache
def names() -> dict[str, str]:
    """Content id to printed name, for labels."""
    data = content()
    found = {c["id"]: c["name"] for c in data["action_cards"]}
    found[TROGHAMMER] = data["troghammer_card"]["name"]
    found.update({k["id"]: k["name"] for k in data["keepers"]})
    found.update({i["id"]: i["name"] for i in data["items"]})
    found["that-dog-tennis-ball-thing"] = "That Dog Tennis Ball Thing"
    return found


# --- a game's ruleset ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MoveCard:
    id: str
    peasants: int
    arrow: str
    repair: bool
    path: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ActionCard:
    id: str
    name: str
    ap: int
    copies: int
    timing: str


@dataclass(frozen=True, slots=True, eq=False)
class Ruleset:
    """The content one game uses, fixed by its variant and options.

    Equal and hashed by :attr:`key`: two rulesets built from the same options are the same
    content, so memos keyed by a ruleset (``functools.lru_cache``) key by value, never by
    identity (a freed ruleset's ``id`` may be reused by one with another deck)."""

    #: the variant and options it is made of: equal keys, equal content
    key: str
    variant: str
    kinds: tuple[str, ...]
    #: each kind's tiles in ``kinds`` as a mask, made once (states read them a few times a move)
    kind_masks: dict[str, int]
    lake_is_plain: bool
    knights: tuple[int, ...]
    archer: int
    trogdor: int
    peasants: tuple[int, ...]
    trog_meter: int
    move_cards: tuple[MoveCard, ...]
    move_index: dict[str, int]
    cards: tuple[ActionCard, ...]
    card_index: dict[str, int]
    troghammer_cards: int
    fiery_rage: bool
    action_cards_total: int

    @property
    def all_moves_mask(self) -> int:
        return (1 << len(self.move_cards)) - 1

    def card(self, card_id: str) -> ActionCard:
        return self.cards[self.card_index[card_id]]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Ruleset) and other.key == self.key

    def __hash__(self) -> int:
        return hash(self.key)


def _pos(pair: Any, what: str) -> int:
    row, col = (pair["row"], pair["col"]) if isinstance(pair, dict) else pair
    if not (0 <= row < SIZE and 0 <= col < SIZE):
        raise InvalidSetup(f"T32: {what} at ({row},{col}) is off the 5x5 board")
    pos: int = row * SIZE + col
    return pos


def check_layout(tiles: list[list[str]]) -> tuple[str, ...]:
    """T32: a custom layout has 25 tiles of known kinds, 3 Cottages, 2 Tunnels, at most 1 Lake."""
    if len(tiles) != SIZE or any(len(row) != SIZE for row in tiles):
        count = sum(len(row) for row in tiles)
        raise InvalidSetup(
            f"T32: a map is 5 rows of 5 tiles (25); this one has {len(tiles)} rows and"
            f" {count} tiles"
        )
    kinds = tuple(kind for row in tiles for kind in row)
    unknown = sorted(set(kinds) - set(KINDS))
    if unknown:
        raise InvalidSetup(f"T31: unknown tile kinds {unknown}; kinds are {list(KINDS)}")
    counts = Counter(kinds)
    if counts["Cottage"] != 3:
        raise InvalidSetup(f"T32: a map has exactly 3 Cottages, this one has {counts['Cottage']}")
    if counts["Tunnel"] != 2:
        raise InvalidSetup(f"T32: a map has exactly 2 Tunnels, this one has {counts['Tunnel']}")
    if counts["Lake"] > 1:
        raise InvalidSetup(f"T32: a map has at most 1 Lake, this one has {counts['Lake']}")
    return kinds


def build_ruleset(variant: str, options: Any) -> Ruleset:
    """The ruleset of ``variant`` with ``options`` (a ``wire.Options``); raises InvalidSetup."""
    data = content()
    if variant not in VARIANTS:
        raise InvalidSetup(f"unknown variant {variant!r}; variants are {list(VARIANTS)}")
    chosen = options.map
    if isinstance(chosen, str):
        layout = data["maps"][chosen]
        kinds = tuple(kind for row in layout["tiles"] for kind in row)
        lake_is_plain = layout["lake_is_plain"]
        knights = tuple(_pos(p, "a Knight") for p in layout["knights"])
        archer = _pos(layout["archer"], "the Archer")
        trogdor = CENTRE
        peasants = tuple(i for i, kind in enumerate(kinds) if kind == "Cottage")
    else:
        custom = chosen.model_dump(mode="json")
        kinds = check_layout(custom["tiles"])
        lake_is_plain = custom["lake_is_plain"]
        knights = tuple(_pos(p, "a Knight") for p in custom["knights"])
        archer = _pos(custom["archer"], "the Archer")
        trogdor = _pos(custom["trogdor"], "Trogdor") if custom["trogdor"] else CENTRE
        if custom["peasants"] is None:
            peasants = tuple(i for i, kind in enumerate(kinds) if kind == "Cottage")
        else:
            peasants = tuple(sorted(_pos(p, "a Peasant") for p in custom["peasants"]))
        if len(peasants) > PEASANTS:
            raise InvalidSetup(f"T8: there are 7 Peasants, the map places {len(peasants)}")
    meter = min(4, PEASANTS - len(peasants))
    if options.movement_deck is None:
        raw = data["movement_deck"]["cards"]
        if variant == "august-draft":
            raw = raw[: data["movement_deck"]["august_draft_cards"]]
    else:
        raw = [card.model_dump(mode="json") for card in options.movement_deck]
        ids = [card["id"] for card in raw]
        if len(set(ids)) != len(ids):
            raise InvalidSetup("T33: Movement card ids must be distinct")
    move_cards = tuple(
        MoveCard(c["id"], c["peasants"], c["arrow"], c["repair"], tuple(c["path"])) for c in raw
    )
    cards = [
        ActionCard(c["id"], c["name"], c["ap"], c["copies"], c["timing"])
        for c in data["action_cards"]
    ]
    known = {c.id for c in cards} | {TROGHAMMER}
    for extra in options.content:
        if extra.id in known:
            raise InvalidSetup(f"T30: extra card id {extra.id!r} is already a card")
        known.add(extra.id)
        cards.append(ActionCard(extra.id, extra.name, extra.ap, extra.copies, "passive"))
    total = sum(c.copies for c in cards)
    troghammer = data["troghammer_card"]
    cards.append(
        ActionCard(TROGHAMMER, troghammer["name"], 0, options.troghammer_cards, "troghammer")
    )
    fiery = options.fiery_rage
    if fiery is None:
        fiery = variant == "august-draft"
    return Ruleset(
        key=ruleset_key(variant, options),
        variant=variant,
        kinds=kinds,
        kind_masks={k: sum(1 << i for i, x in enumerate(kinds) if x == k) for k in KINDS},
        lake_is_plain=lake_is_plain,
        knights=knights,
        archer=archer,
        trogdor=trogdor,
        peasants=peasants,
        trog_meter=meter,
        move_cards=move_cards,
        move_index={c.id: i for i, c in enumerate(move_cards)},
        cards=tuple(cards),
        card_index={c.id: i for i, c in enumerate(cards)},
        troghammer_cards=options.troghammer_cards,
        fiery_rage=fiery,
        action_cards_total=total,
    )


_RULESETS: dict[str, Ruleset] = {}


def ruleset_key(variant: str, options: Any) -> str:
    """The variant and the options' JSON: all a ruleset is made of."""
    return f"{variant}|{options.model_dump_json()}"


def ruleset(variant: str, options: Any) -> Ruleset:
    """Cached :func:`build_ruleset`, keyed by :func:`ruleset_key`."""
    key = ruleset_key(variant, options)
    found = _RULESETS.get(key)
    if found is None:
        if len(_RULESETS) > 256:
            _RULESETS.clear()
        found = _RULESETS[key] = build_ruleset(variant, options)
    return found
