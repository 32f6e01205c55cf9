"""Dungeons of Draggmar's content-pack format (rulings D1-D8) and the reference pack.

The printed cards are not public, so a pack is data: heroes, items, dungeon rooms, curses, rift
cards, the map, the tokens and the doom track, validated here at load. A card's abilities are
drawn from a closed vocabulary of named effects with parameters (:data:`Effect`), never code.
``data/reference-pack.json`` is this project's own design in the rulebook's counts; owners of
the printed game can enter theirs in the same format (``options.content``, JSON or TOML files
through :func:`load_pack`).
"""

from __future__ import annotations

import json
import tomllib
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import Field, ValidationError, model_validator

from games.core.content import load_data
from games.core.wire import Strict

LEVELS = (1, 2, 3)
CLASSES = ("warrior", "rogue", "ranger", "mage", "cleric")
EPICS = {  # D2: the epic heroes and the classes whose items they use
    "inquisitor": ("cleric", "mage"),
    "hunter": ("ranger", "rogue"),
    "warlock": ("warrior", "mage"),
    "paladin": ("cleric", "warrior"),
}
FACTIONS = ("greenskins", "bandits", "undead", "demons")
SLOTS = ("weapon", "armor", "shield", "none")
HAND_LIMIT = 7  # D11
EQUIP_LIMIT = 3  # D12
#: D36: the most items a hero equips, with an ``extra_slot`` skill in use
EQUIP_MOST = EQUIP_LIMIT + 1
DUNGEONS = 15  # D6
#: D2-D8: how many of each the rulebook's components hold
COUNTS = {"heroes": 42, "items": 68, "rooms": 73, "curses": 30, "rifts": 15}
#: the largest pack, as compact JSON. A game carries its pack in every Step (a digital one twice:
#: readable, and compressed in the sealed part), and a Step stays under 64 KiB (docs/api.md,
#: Sizes): with the reference pack (~35 KB) the largest Step of a 4-seat game is ~53 KB
PACK_MAX_BYTES = 40_000
BOSSES_PER_LEVEL = 4
ELITES = ("cultist-hansen", "cultist-borgen", "death-mage")
DEATH_MAGE = "death-mage"

CardId = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9-]{0,39}$", description="a card id")]
Level = Annotated[int, Field(ge=1, le=3)]
Stat = Annotated[int, Field(ge=0, le=20)]
Amount = Annotated[int, Field(ge=1, le=10)]
ClassName = Literal["warrior", "rogue", "ranger", "mage", "cleric"]
Faction = Literal["greenskins", "bandits", "undead", "demons"]


# --- the effect vocabulary (D1) ----------------------------------------------------------------


class _Effect(Strict):
    """One named effect; which cards may carry it is said on each card's field."""


class GainFame(_Effect):
    effect: Literal["gain_fame"]
    amount: Amount


class LoseFame(_Effect):
    effect: Literal["lose_fame"]
    amount: Amount


class DrawCurse(_Effect):
    """Each seat harmed (or the seat itself) draws ``count`` curses."""

    effect: Literal["draw_curse"]
    count: Annotated[int, Field(ge=1, le=3)] = 1


class Damage(_Effect):
    effect: Literal["damage"]
    amount: Amount


class Heal(_Effect):
    effect: Literal["heal"]
    amount: Amount


class AttackBonus(_Effect):
    effect: Literal["attack_bonus"]
    amount: Amount


class DefenseBonus(_Effect):
    effect: Literal["defense_bonus"]
    amount: Amount


class IgnoreTrap(_Effect):
    """Disarm or bypass this room's trap for the whole group."""

    effect: Literal["ignore_trap"]


class OpenChest(_Effect):
    effect: Literal["open_chest"]


class SkipRoom(_Effect):
    """Walk past this room (never a Boss or an elite): it is passed, nothing fights."""

    effect: Literal["skip_room"]


class PeekNextRoom(_Effect):
    """The group sees the next ``count`` rooms of its deck once this room is over, before it
    decides to split; they come next, in that order."""

    effect: Literal["peek_next_room"]
    count: Annotated[int, Field(ge=1, le=3)] = 1


class RerollRoom(_Effect):
    """Put this room back (never a Boss or an elite) and draw another in its place; choices
    made for the room (skills, Fame) stay, items equipped go back to the hand."""

    effect: Literal["reroll_room"]


class DiscardItem(_Effect):
    """The seat discards ``count`` items of its hand, of its choice (D50)."""

    effect: Literal["discard_item"]
    count: Annotated[int, Field(ge=1, le=3)] = 1


class ExtraSlot(_Effect):
    """Rulebook Items: a skill that ignores Encumbered (D36). In the room where it is used, the
    hero may equip a second item of ``slot`` and four items in all. Bounded, not limitless: one
    skill should not carry a whole hand into a Boss fight, and the equipment stays a short,
    checkable list (``Runner.equipped``)."""

    effect: Literal["extra_slot"]
    slot: Literal["weapon", "armor", "shield"]


Effect = Annotated[
    GainFame
    | LoseFame
    | DrawCurse
    | Damage
    | Heal
    | AttackBonus
    | DefenseBonus
    | IgnoreTrap
    | OpenChest
    | SkipRoom
    | PeekNextRoom
    | RerollRoom
    | DiscardItem
    | ExtraSlot,
    Field(discriminator="effect"),
]
EFFECT_NAMES = (
    "gain_fame",
    "lose_fame",
    "draw_curse",
    "damage",
    "heal",
    "attack_bonus",
    "defense_bonus",
    "ignore_trap",
    "open_chest",
    "skip_room",
    "peek_next_room",
    "reroll_room",
    "discard_item",
    "extra_slot",
)
#: effects a hero's active skill, an item, a curse may carry (the rules apply no others there)
SKILL_EFFECTS = (
    "attack_bonus",
    "defense_bonus",
    "heal",
    "ignore_trap",
    "open_chest",
    "skip_room",
    "peek_next_room",
    "reroll_room",
    "extra_slot",
)
#: an item works when its hero enters the room, too late to reroll it
ITEM_EFFECTS = (
    "heal",
    "ignore_trap",
    "open_chest",
    "attack_bonus",
    "defense_bonus",
    "peek_next_room",
)
CURSE_EFFECTS = ("lose_fame", "gain_fame", "damage", "discard_item", "heal")
ROOM_EFFECTS = ("draw_curse", "lose_fame", "damage")
#: a hero who fails against a Boss is lost (D14): no damage left to do
BOSS_EFFECTS = ("draw_curse", "lose_fame")


def _only(effect: Any, allowed: tuple[str, ...], where: str) -> None:
    if effect is not None and effect.effect not in allowed:
        raise ValueError(f"{where} may be one of {', '.join(allowed)}, not {effect.effect!r}")


# --- cards ------------------------------------------------------------------------------------


class Hero(Strict):
    """D2: a hero at one level; ``family`` names the same hero at every level (upgrades)."""

    id: CardId
    name: str
    family: CardId
    level: Level
    classes: Annotated[list[ClassName], Field(min_length=1, max_length=2)]
    epic: bool = False
    attack: Stat
    defense: Stat
    health: Annotated[int, Field(ge=1, le=20)]
    skill: Effect | None = Field(
        default=None, description="the active skill, once per run; epics have none (D2)"
    )
    second_skill: Effect | None = Field(
        default=None,
        description="rulebook Skills: some heroes have two skills, of which a run uses one",
    )

    @model_validator(mode="after")
    def _skill(self) -> Hero:
        if self.epic != (len(self.classes) == 2):
            raise ValueError("classes: an epic hero has two classes, another hero one (D2)")
        if self.epic and (self.skill is not None or self.second_skill is not None):
            raise ValueError("skill: an epic hero's skill is its passive multi-class use (D2)")
        if not self.epic and self.skill is None:
            raise ValueError("skill: every non-epic hero has one active skill (D2)")
        _only(self.skill, SKILL_EFFECTS, "skill")
        _only(self.second_skill, SKILL_EFFECTS, "second_skill")
        return self

    def skills(self) -> list[Any]:
        """The hero's active skills, first then second (a run uses one of them)."""
        return [s for s in (self.skill, self.second_skill) if s is not None]


class Item(Strict):
    """D3: an item; ``slot`` none still counts towards the three items a hero equips."""

    id: CardId
    name: str
    level: Level
    slot: Literal["weapon", "armor", "shield", "none"]
    classes: Annotated[list[ClassName], Field(min_length=1, max_length=5)]
    attack: Stat = 0
    defense: Stat = 0
    effect: Effect | None = None

    @model_validator(mode="after")
    def _effect(self) -> Item:
        _only(self.effect, ITEM_EFFECTS, "effect")
        return self


class Monster(Strict):
    """D4: a monster; ``rewards`` items of its level go to the group that kills it."""

    kind: Literal["monster"]
    id: CardId
    name: str
    level: Level
    faction: Faction
    attack: Stat
    defense: Stat
    rewards: Annotated[int, Field(ge=0, le=2)] = 0
    fame: Annotated[int | None, Field(ge=0, le=10, description="null: the room's level")] = None
    on_hit: Effect | None = Field(default=None, description="what a hero it harms suffers")

    @model_validator(mode="after")
    def _effect(self) -> Monster:
        _only(self.on_hit, ROOM_EFFECTS, "on_hit")
        return self


class Boss(Strict):
    """D4, D14: a Boss ends the run; its head is worth 2 Fame per level."""

    kind: Literal["boss"]
    id: CardId
    name: str
    level: Level
    faction: Faction
    attack: Stat
    defense: Stat
    on_hit: Effect | None = Field(
        default=None,
        description="what a seat whose hero fails against the Boss suffers; a curse drawn here"
        " carries over to the seat's next run (rulebook Curses)",
    )

    @model_validator(mode="after")
    def _effect(self) -> Boss:
        _only(self.on_hit, BOSS_EFFECTS, "on_hit")
        return self


class Trap(Strict):
    """D4: a trap harms heroes of its level or lower; a listed class disarms it for all."""

    kind: Literal["trap"]
    id: CardId
    name: str
    level: Level
    damage: Amount
    disarm: Annotated[list[ClassName], Field(max_length=5)]
    on_hit: Effect | None = None

    @model_validator(mode="after")
    def _effect(self) -> Trap:
        _only(self.on_hit, ROOM_EFFECTS, "on_hit")
        return self


class Chest(Strict):
    """D4: a chest a listed class (or an open_chest effect) opens; otherwise it is skipped."""

    kind: Literal["chest"]
    id: CardId
    name: str
    level: Level
    opens: Annotated[list[ClassName], Field(max_length=5)]
    rewards: Annotated[int, Field(ge=0, le=2)] = 1
    fame: Annotated[int, Field(ge=0, le=5)] = 0


class Hall(Strict):
    """D4: an empty hall."""

    kind: Literal["hall"]
    id: CardId
    name: str
    level: Level


class Elite(Strict):
    """D4, D16: the Death Keep's elite cards; ``final`` is the Death Mage."""

    kind: Literal["elite"]
    id: CardId
    name: str
    attack: Stat
    defense: Stat
    final: bool = False


Room = Annotated[Monster | Boss | Trap | Chest | Hall | Elite, Field(discriminator="kind")]


class Curse(Strict):
    """D5: a curse, drawn and suffered by one seat."""

    id: CardId
    name: str
    effect: Effect

    @model_validator(mode="after")
    def _effect(self) -> Curse:
        _only(self.effect, CURSE_EFFECTS, "effect")
        return self


class Rift(Strict):
    """D5: a Rift card of the Undead Crusade: an undead monster, General Velos (a Boss whose
    death closes the Rift) or a Portal (reaching it closes the Rift)."""

    id: CardId
    name: str
    kind: Literal["portal", "general", "undead"]
    attack: Stat = 0
    defense: Stat = 0


class Location(Strict):
    """D6: a dungeon location, numbered 1-15, with the factions that get +1 attack there."""

    number: Annotated[int, Field(ge=1, le=15)]
    name: str
    factions: Annotated[list[Faction], Field(min_length=1, max_length=2)]
    x: Annotated[int, Field(ge=0, le=1000)]
    y: Annotated[int, Field(ge=0, le=1000)]


class Place(Strict):
    name: str
    x: Annotated[int, Field(ge=0, le=1000)]
    y: Annotated[int, Field(ge=0, le=1000)]


PlaceRef = Annotated[int, Field(ge=0, le=16, description="0 the Town, 1-15 dungeons, 16 Keep")]


Road = Annotated[
    list[PlaceRef],
    Field(min_length=2, max_length=2, description="a road: the two places it joins"),
]


class RiftSpot(Strict):
    """D6, D8: where a Rift opens (the location a green doom space names) and the roads it
    blocks while open (Undead Crusade); a place no open road reaches from the Town is blocked."""

    number: Annotated[
        int, Field(ge=1, le=15, description="the location, and green doom space, it opens on")
    ]
    blocks: Annotated[
        list[Road],
        Field(max_length=6, description="roads of map.roads closed while this Rift is open"),
    ]


class Map(Strict):
    """D6: the places, the roads between them and the Undead Crusade's Rift spots."""

    town: Place
    keep: Place
    locations: Annotated[list[Location], Field(min_length=15, max_length=15)]
    roads: Annotated[
        list[Road],
        Field(min_length=14, max_length=60, description="every place is reached from the Town"),
    ]
    rifts: Annotated[
        list[RiftSpot],
        Field(max_length=15, description="one per green doom space (doom.green), by its number"),
    ]


class Doom(Strict):
    """D8: the doom track."""

    start: Annotated[int, Field(ge=1, le=20)] = 15
    top: Annotated[int, Field(ge=1, le=20)] = 20
    red: list[Annotated[int, Field(ge=1, le=20)]] = Field(default_factory=lambda: [10, 5])
    green: list[Annotated[int, Field(ge=1, le=15)]] = Field(
        default_factory=lambda: [12, 9, 6, 3],
        description="Undead Crusade: doom dropping to or past one opens a Rift at that location",
    )


class Pack(Strict):
    """A whole content pack (D1-D8), checked for counts and references."""

    format: Literal["draggmar-pack/1"]
    name: str
    origin: str = Field(description="who designed it: a pack says whose cards these are")
    heroes: list[Hero]
    items: list[Item]
    rooms: list[Room]
    curses: list[Curse]
    rifts: list[Rift]
    map: Map
    level_tokens: dict[Literal["1", "2", "3"], Annotated[int, Field(ge=0, le=15)]]
    threat_tokens: Annotated[int, Field(ge=0, le=40)]
    doom: Doom

    @model_validator(mode="after")
    def _whole(self) -> Pack:
        check_pack(self)
        return self

    @model_validator(mode="wrap")
    @classmethod
    def _named(cls, data: Any, handler: Any) -> Pack:
        """Errors inside a card say which card (by id), wherever the pack is validated."""
        try:
            pack: Pack = handler(data)
        except ValidationError as error:
            raise ValueError(explain(error, data)) from None
        return pack


# --- checks beyond one card --------------------------------------------------------------------


def _fail(what: str) -> None:
    raise ValueError(what)


def check_pack(pack: Pack) -> None:
    """D2-D8: counts, unique ids, upgrade copies, bosses, elites, tokens, the map's references;
    and its size (:data:`PACK_MAX_BYTES`)."""
    size = len(pack.model_dump_json())
    if size > PACK_MAX_BYTES:
        _fail(
            f"the pack is {size:,} bytes as compact JSON, at most {PACK_MAX_BYTES:,}: a game"
            " carries its pack in every Step, and a Step stays under 64 KiB"
        )
    for part, count in COUNTS.items():
        cards = getattr(pack, part)
        if len(cards) != count:
            _fail(f"{part}: the pack must hold {count} cards (D2-D5), it holds {len(cards)}")
    every = [c.id for part in COUNTS for c in getattr(pack, part)]
    for cid, n in Counter(every).items():
        if n > 1:
            _fail(f"card {cid!r}: the id is used {n} times; ids are unique")
    families: dict[str, set[int]] = {}
    for hero in pack.heroes:
        families.setdefault(hero.family, set()).add(hero.level)
    for family, levels in families.items():
        if levels != set(LEVELS):
            _fail(f"hero family {family!r}: needs a copy at levels 1, 2 and 3 (D2), has {levels}")
    rooms = [r for r in pack.rooms if r.kind != "elite"]
    for level in LEVELS:
        bosses = [r for r in rooms if r.kind == "boss" and r.level == level]
        if len(bosses) != BOSSES_PER_LEVEL:
            _fail(
                f"rooms: the level-{level} deck needs {BOSSES_PER_LEVEL} Bosses, has"
                f" {len(bosses)} (D4)"
            )
    elites = sorted(r.id for r in pack.rooms if r.kind == "elite")
    if elites != sorted(ELITES):
        _fail(f"rooms: the elite cards must be {', '.join(ELITES)} (D4), found {elites}")
    finals = [r.id for r in pack.rooms if r.kind == "elite" and r.final]
    if finals != [DEATH_MAGE]:
        _fail("rooms: the death-mage, and only it, is the final elite (D16)")
    if sum(pack.level_tokens.values()) != DUNGEONS or set(pack.level_tokens) != {"1", "2", "3"}:
        _fail(f"level_tokens: {DUNGEONS} tokens over levels 1, 2 and 3 (D7)")
    numbers = sorted(loc.number for loc in pack.map.locations)
    if numbers != list(range(1, DUNGEONS + 1)):
        _fail(f"map.locations: numbered 1-{DUNGEONS} once each (D6), found {numbers}")
    for road in pack.map.roads + [r for spot in pack.map.rifts for r in spot.blocks]:
        if len(road) != 2 or road[0] == road[1]:
            _fail(f"map.roads: a road joins two different places, not {road}")
    roads = {tuple(sorted(road)) for road in pack.map.roads}
    for spot in pack.map.rifts:
        for road in spot.blocks:
            if tuple(sorted(road)) not in roads:
                _fail(f"map.rifts[{spot.number}]: blocks road {road}, which is not on the map")
    reached, frontier = {0}, [0]
    while frontier:
        here = frontier.pop()
        for a, b in roads:
            for there in (b,) if a == here else (a,) if b == here else ():
                if there not in reached:
                    reached.add(there)
                    frontier.append(there)
    if reached != set(range(DUNGEONS + 2)):
        _fail(
            f"map.roads: every place must be reachable from the Town; missing"
            f" {sorted(set(range(DUNGEONS + 2)) - reached)}"
        )
    spots = sorted(spot.number for spot in pack.map.rifts)
    if spots != sorted(set(pack.doom.green)):
        green = sorted(pack.doom.green)
        _fail(f"map.rifts: one Rift spot per green doom space {green}, found {spots}")
    kinds = Counter(r.kind for r in pack.rifts)
    if kinds != Counter({"undead": 12, "portal": 2, "general": 1}):
        _fail(f"rifts: two portals, General Velos and twelve undead (D5), found {dict(kinds)}")


# --- the Undead Crusade's Rift cards as rooms -------------------------------------------------

#: D54: a Rift is run as a level-2 dungeon (Fame per card passed, 2 per Velos level), and a
#: failed Rift run costs 2 doom per seat (rulebook, the Undead Crusade)
RIFT_LEVEL = 2
#: rulebook, the Undead Crusade: up to 4 Rifts on the board at once
RIFT_TOKENS = 4
#: rulebook, the Undead Crusade: closing a Rift moves doom up 2
RIFT_CLOSED_DOOM = 2


def rift_rooms(pack: Pack) -> list[Monster | Boss | Hall]:
    """The Rift cards as the rooms a Rift run meets: the undead are monsters with no item
    reward, General Velos a Boss, a Portal a hall that ends the run (D54)."""
    rooms: list[Monster | Boss | Hall] = []
    for card in pack.rifts:
        named = {"id": card.id, "name": card.name, "level": RIFT_LEVEL}
        fighting = {**named, "faction": "undead", "attack": card.attack, "defense": card.defense}
        if card.kind == "portal":
            rooms.append(Hall.model_validate({"kind": "hall", **named}))
        elif card.kind == "general":
            rooms.append(Boss.model_validate({"kind": "boss", **fighting}))
        else:
            rooms.append(Monster.model_validate({"kind": "monster", **fighting}))
    return rooms


class PackError(ValueError):
    """A pack that does not validate; the message names the card and the field."""


def _card_name(data: Any, loc: tuple[Any, ...]) -> str:
    """``heroes[3] (warrior-a-1).attack`` for a pydantic error location."""
    words, here = [], data
    for part in loc:
        if isinstance(part, int) and isinstance(here, list) and part < len(here):
            here = here[part]
            cid = here.get("id") if isinstance(here, dict) else None
            words.append(f"[{part}]" + (f" (card {cid!r})" if cid else ""))
        elif isinstance(here, dict) and part in here:
            here = here[part]
            words.append(f".{part}")
        else:
            words.append(f".{part}")
            here = None
    return "".join(words).lstrip(".")


def explain(error: ValidationError, data: Any) -> str:
    """The errors of a pack, each with the card and field it is about."""
    lines = []
    for err in error.errors()[:8]:
        where = _card_name(data, tuple(err["loc"]))
        message = err["msg"].removeprefix("Value error, ")
        lines.append(f"{where}: {message}" if where else message)
    return "; ".join(lines)


def parse_pack(data: Any) -> Pack:
    """A validated pack of parsed JSON or TOML; :class:`PackError` names what is wrong."""
    try:
        return Pack.model_validate(data)
    except ValidationError as error:
        raise PackError(explain(error, data)) from None


def load_pack(path: str | Path) -> Pack:
    """A pack from a ``.json`` or ``.toml`` file."""
    path = Path(path)
    text = path.read_text()
    data = tomllib.loads(text) if path.suffix == ".toml" else json.loads(text)
    return parse_pack(data)


@cache
def reference_pack() -> Pack:
    """The reference pack shipped with the game (our own design, D1)."""
    return parse_pack(load_data("games.draggmar", "reference-pack.json"))


@cache
def content() -> dict[str, Any]:
    """``GET /v1/games/draggmar``: the pack's JSON schema and the reference pack."""
    return {
        "pack_schema": Pack.model_json_schema(),
        "effects": EFFECT_NAMES,
        "reference_pack": reference_pack().model_dump(mode="json"),
    }


@cache
def rulings() -> list[dict[str, str]]:
    rulings: list[dict[str, str]] = load_data("games.draggmar", "rulings.json")
    return rulings
