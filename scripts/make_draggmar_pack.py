"""Writes games/draggmar/data/reference-pack.json: gamekeeper's own Draggmar content (D1-D8).

The printed cards are not public; this pack is an original design in the rulebook's counts.
Its curve (docs/draggmar-content.md): a level-L hero with a level-L weapon matches a level-L
monster's defence; a level-L monster's attack kills a bare hero one level lower. The script is
the readable source of the pack; the JSON it writes is what the game loads.

    uv run python scripts/make_draggmar_pack.py
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "games" / "draggmar" / "data" / "reference-pack.json"
ORIGIN = (
    "Original design of the gamekeeper project, not the printed cards of Dungeons of Draggmar"
    " (The Moongrel); enter the printed cards in this format to play with them."
)
ROMAN = {1: "I", 2: "II", 3: "III"}

# family, name, classes, attack, defense, health, skills at level 1 (amounts grow by level):
# none for the epics, two for a few (the rulebook: some heroes have two, a run uses one)
HEROES = [
    ("brannoc", "Brannoc the Shield", ["warrior"], 2, 2, 4, [("defense_bonus", 2)]),
    (  # her second skill wields an axe in each hand (ignores Encumbered, D36)
        "hilde",
        "Hilde Axehand",
        ["warrior"],
        3,
        1,
        4,
        [("attack_bonus", 2), ("extra_slot", "weapon")],
    ),
    (
        "vess",
        "Vess Quickfingers",
        ["rogue"],
        2,
        1,
        3,
        [("ignore_trap", None), ("open_chest", None)],
    ),
    ("tam", "Tam Shadowstep", ["rogue"], 2, 1, 3, [("skip_room", None)]),
    ("oona", "Oona Longshot", ["ranger"], 3, 1, 3, [("attack_bonus", 2)]),
    (
        "corwin",
        "Corwin the Tracker",
        ["ranger"],
        2,
        1,
        3,
        [("ignore_trap", None), ("peek_next_room", 1)],
    ),
    ("ildra", "Ildra Emberhand", ["mage"], 3, 0, 3, [("attack_bonus", 3)]),
    ("sorn", "Sorn the Locksage", ["mage"], 2, 1, 3, [("open_chest", None)]),
    ("aldith", "Mother Aldith", ["cleric"], 2, 2, 3, [("heal", 3)]),
    ("kell", "Brother Kell", ["cleric"], 2, 1, 4, [("defense_bonus", 2), ("reroll_room", None)]),
    ("inquisitor", "The Inquisitor", ["cleric", "mage"], 3, 1, 4, []),
    ("hunter", "The Hunter", ["ranger", "rogue"], 3, 1, 4, []),
    ("warlock", "The Warlock", ["warrior", "mage"], 3, 1, 4, []),
    ("paladin", "The Paladin", ["cleric", "warrior"], 2, 2, 4, []),
]

ALL = ["warrior", "rogue", "ranger", "mage", "cleric"]
# name, slot, classes, attack, defense, effect at level 1 (bonuses grow by level)
ITEMS = [
    ("Longsword", "weapon", ["warrior", "cleric"], 2, 0, None),
    ("Dagger", "weapon", ["rogue", "ranger", "warrior"], 1, 0, None),
    ("Shortbow", "weapon", ["ranger", "rogue"], 2, 0, None),
    ("Ashwood Staff", "weapon", ["mage", "cleric"], 2, 0, None),
    ("Flanged Mace", "weapon", ["cleric", "warrior"], 1, 1, None),
    ("Leather Jerkin", "armor", ["rogue", "ranger", "cleric", "warrior"], 0, 1, None),
    ("Chainmail", "armor", ["warrior", "cleric"], 0, 2, None),
    ("Warded Robe", "armor", ["mage", "cleric"], 0, 1, ("defense_bonus", 1)),
    ("Buckler", "shield", ["warrior", "cleric", "rogue"], 0, 1, None),
    ("Tower Shield", "shield", ["warrior"], 0, 2, None),
    ("Healing Draught", "none", ALL, 0, 0, ("heal", 2)),
    ("Lockpicks", "none", ["rogue", "ranger", "mage"], 0, 0, ("open_chest", None)),
    ("Grappling Hook", "none", ALL, 0, 0, ("ignore_trap", None)),
    ("Battle Charm", "none", ALL, 0, 0, ("attack_bonus", 1)),
]
ITEMS_PER_LEVEL = {1: 26, 2: 22, 3: 20}
LEVEL_PREFIX = {1: "", 2: "Fine ", 3: "Masterwork "}

MONSTERS = {
    "greenskins": ["Goblin Cutthroat", "Orc Brute", "Goblin Shaman", "Orc Warband", "Troll"],
    "bandits": ["Highwayman", "Bandit Archer", "Thug", "Guild Assassin", "Bandit Captain"],
    "undead": ["Skeleton", "Ghoul", "Wraith", "Barrow Knight", "Bone Colossus"],
    "demons": ["Imp", "Cultist Adept", "Hellhound", "Succubus", "Pit Fiend"],
}
BOSSES = {
    1: ["Grukk the Goblin King", "Mad Sister Vell", "The Bone Warden", "Red Imp Queen"],
    2: ["Warlord Maghul", "Black Ledger", "The Barrow King", "Flayer of Ost"],
    3: ["Troll Titan Urgoth", "Lady Nightshade", "Lich of Draggmar", "Demon Prince Azkar"],
}
FACTION_ORDER = ["greenskins", "bandits", "undead", "demons"]
# per level: monsters, traps, chests, halls (plus four bosses): 24, 23 and 23 rooms
DECK = {1: (10, 4, 3, 3), 2: (10, 4, 3, 2), 3: (11, 4, 2, 2)}
TRAPS = [
    ("Spiked Pit", ["rogue", "ranger"], None),
    ("Poison Needles", ["rogue"], ("draw_curse", 1)),
    ("Rune of Fire", ["mage"], None),
    ("Falling Portcullis", ["warrior", "rogue"], None),
]
CHESTS = [
    ("Locked Coffer", ["rogue"], 1, 0),
    ("Sealed Reliquary", ["cleric", "mage"], 1, 1),
    ("Iron-bound Chest", ["warrior", "rogue"], 2, 0),
]
HALLS = ["Empty Hall", "Collapsed Gallery", "Quiet Shrine"]

CURSES = (
    [("Bad Reputation", ("lose_fame", 1))] * 6
    + [("Scandal", ("lose_fame", 2))] * 3
    + [("Festering Wound", ("damage", 1))] * 6
    + [("Black Blood", ("damage", 2))] * 3
    + [("Thieving Hands", ("discard_item", 1))] * 6
    + [("Blessing in Disguise", ("heal", 1))] * 3
    + [("Tall Tale", ("gain_fame", 1))] * 3
)

LOCATIONS = [  # number, name, factions, x, y
    (1, "Old Mill Ruins", ["greenskins"], 170, 760),
    (2, "Smugglers' Cove", ["bandits"], 330, 860),
    (3, "Crow Barrow", ["undead"], 120, 560),
    (4, "Goblin Warrens", ["greenskins"], 330, 650),
    (5, "Toll Bridge Fort", ["bandits"], 520, 780),
    (6, "Sunken Chapel", ["undead", "demons"], 280, 440),
    (7, "Redfang Keep", ["greenskins", "bandits"], 500, 560),
    (8, "Gallows Hill", ["bandits", "undead"], 700, 700),
    (9, "Cinder Pits", ["demons"], 150, 300),
    (10, "Hollow Tower", ["undead"], 430, 330),
    (11, "Orcmoot Crag", ["greenskins"], 650, 450),
    (12, "Witchfen", ["demons", "undead"], 860, 560),
    (13, "Ashen Abbey", ["demons"], 300, 170),
    (14, "Bonefield", ["undead"], 580, 220),
    (15, "Gate of Thorns", ["demons", "greenskins"], 780, 300),
]
TOWN, KEEP = 0, 16
ROADS = [
    (0, 1),
    (0, 2),
    (1, 3),
    (1, 4),
    (2, 4),
    (2, 5),
    (4, 5),
    (4, 7),
    (3, 6),
    (4, 6),
    (5, 8),
    (6, 7),
    (7, 8),
    (6, 9),
    (6, 10),
    (7, 10),
    (7, 11),
    (8, 12),
    (11, 12),
    (9, 13),
    (10, 13),
    (10, 14),
    (11, 14),
    (11, 15),
    (12, 15),
    (13, 14),
    (14, 15),
    (14, 16),
    (15, 16),
]
RIFTS = {  # each open Rift cuts one dungeon off (the Undead Crusade, D52)
    12: [(12, 15), (11, 15), (14, 15), (15, 16)],  # Gate of Thorns
    9: [(9, 13), (10, 13), (13, 14)],  # Ashen Abbey
    6: [(1, 3), (3, 6)],  # Crow Barrow
    3: [(2, 5), (4, 5), (5, 8)],  # Toll Bridge Fort
}


def slug(text: str) -> str:
    return "".join(c if c.isalnum() else "-" for c in text.lower()).strip("-").replace("--", "-")


def effect(spec, level: int, grows: bool = True):
    if spec is None:
        return None
    name, amount = spec
    if name == "extra_slot":  # a slot, the same at every level
        return {"effect": name, "slot": amount}
    if amount is None:
        return {"effect": name}
    key = "count" if name in ("draw_curse", "discard_item", "peek_next_room") else "amount"
    return {"effect": name, key: amount + (level - 1 if grows else 0)}


def heroes() -> list[dict]:
    cards = []
    for family, name, classes, attack, defense, health, skills in HEROES:
        for level in (1, 2, 3):
            first, second = [*skills, None, None][:2]
            cards.append(
                {
                    "id": f"{family}-{level}",
                    "name": f"{name} {ROMAN[level]}",
                    "family": family,
                    "level": level,
                    "classes": classes,
                    "epic": len(classes) == 2,
                    "attack": attack + 2 * (level - 1),
                    "defense": defense + (level - 1),
                    "health": health + (level - 1),
                    "skill": effect(first, level),
                    "second_skill": effect(second, level),
                }
            )
    assert len(cards) == 42
    return cards


def items() -> list[dict]:
    cards = []
    for level, count in ITEMS_PER_LEVEL.items():
        for n in range(count):
            name, slot, classes, attack, defense, spec = ITEMS[n % len(ITEMS)]
            copy = n // len(ITEMS) + 1
            grow = level - 1
            cards.append(
                {
                    "id": f"{slug(name)}-{level}-{copy}",
                    "name": LEVEL_PREFIX[level] + name,
                    "level": level,
                    "slot": slot,
                    "classes": classes,
                    "attack": attack + (grow if attack else 0),
                    "defense": defense + (grow if defense else 0),
                    "effect": effect(spec, level),
                }
            )
    assert len(cards) == 68
    return cards


def rooms() -> list[dict]:
    cards = []
    for level, (monsters, traps, chests, halls) in DECK.items():
        for n in range(monsters):
            faction = FACTION_ORDER[n % 4]
            name = MONSTERS[faction][(n // 4 + level - 1) % 5]
            strong = n % 3 == 2
            cards.append(
                {
                    "kind": "monster",
                    "id": f"{slug(name)}-{level}-{n}",
                    "name": name,
                    "level": level,
                    "faction": faction,
                    "attack": 2 * level + (1 if strong else 0),
                    "defense": 2 * level - (1 if n % 3 == 0 else 0),
                    "rewards": 2 if strong else n % 2,
                    "on_hit": {"effect": "draw_curse", "count": 1} if n % 5 == 4 else None,
                }
            )
        for n, boss in enumerate(BOSSES[level]):
            cards.append(
                {
                    "kind": "boss",
                    "id": f"{slug(boss)}",
                    "name": boss,
                    "level": level,
                    "faction": FACTION_ORDER[n],
                    "attack": 2 * level + 2,
                    "defense": 2 * level + 1 + (n % 2),
                    # the undead Bosses curse whom they defeat, into the next run
                    "on_hit": (
                        {"effect": "draw_curse", "count": 1}
                        if FACTION_ORDER[n] == "undead"
                        else None
                    ),
                }
            )
        for n in range(traps):
            name, disarm, spec = TRAPS[n % len(TRAPS)]
            cards.append(
                {
                    "kind": "trap",
                    "id": f"{slug(name)}-{level}",
                    "name": name,
                    "level": level,
                    "damage": level + 1,
                    "disarm": disarm,
                    "on_hit": effect(spec, level, grows=False),
                }
            )
        for n in range(chests):
            name, opens, rewards, fame = CHESTS[n % len(CHESTS)]
            cards.append(
                {
                    "kind": "chest",
                    "id": f"{slug(name)}-{level}",
                    "name": name,
                    "level": level,
                    "opens": opens,
                    "rewards": rewards,
                    "fame": fame,
                }
            )
        for n in range(halls):
            cards.append(
                {
                    "kind": "hall",
                    "id": f"{slug(HALLS[n])}-{level}",
                    "name": HALLS[n],
                    "level": level,
                }
            )
    cards += [
        {
            "kind": "elite",
            "id": "cultist-hansen",
            "name": "Cultist Hansen",
            "attack": 8,
            "defense": 7,
        },
        {
            "kind": "elite",
            "id": "cultist-borgen",
            "name": "Cultist Borgen",
            "attack": 9,
            "defense": 7,
        },
        {
            "kind": "elite",
            "id": "death-mage",
            "name": "The Death Mage",
            "attack": 10,
            "defense": 9,
            "final": True,
        },
    ]
    assert len(cards) == 73, len(cards)
    return cards


def curses() -> list[dict]:
    return [
        {"id": f"{slug(name)}-{n + 1}", "name": name, "effect": effect(spec, 1)}
        for n, (name, spec) in enumerate(CURSES)
    ]


def rifts() -> list[dict]:
    undead = [
        "Rotting Legionary",
        "Crusader Shade",
        "Bone Lancer",
        "Grave Banner",
        "Plague Herald",
        "Skeletal Steed",
    ]
    cards = [
        {
            "id": f"{slug(undead[n % 6])}-{n // 6 + 1}",
            "name": undead[n % 6],
            "kind": "undead",
            "attack": 5 + n % 3,
            "defense": 4 + n % 3,
        }
        for n in range(12)
    ]
    cards += [
        {"id": "portal-1", "name": "Portal", "kind": "portal"},
        {"id": "portal-2", "name": "Portal", "kind": "portal"},
        {
            "id": "general-velos",
            "name": "General Velos",
            "kind": "general",
            "attack": 9,
            "defense": 9,
        },
    ]
    return cards


def pack() -> dict:
    return {
        "format": "draggmar-pack/1",
        "name": "gamekeeper reference pack",
        "origin": ORIGIN,
        "heroes": heroes(),
        "items": items(),
        "rooms": rooms(),
        "curses": curses(),
        "rifts": rifts(),
        "map": {
            "town": {"name": "The Town", "x": 60, "y": 940},
            "keep": {"name": "Death Mage Keep", "x": 900, "y": 90},
            "locations": [
                {"number": n, "name": name, "factions": factions, "x": x, "y": y}
                for n, name, factions, x, y in LOCATIONS
            ],
            "roads": [list(road) for road in ROADS],
            "rifts": [
                {"number": n, "blocks": [list(r) for r in roads]} for n, roads in RIFTS.items()
            ],
        },
        "level_tokens": {"1": 5, "2": 5, "3": 5},
        "threat_tokens": 17,
        "doom": {"start": 15, "top": 20, "red": [10, 5], "green": [12, 9, 6, 3]},
    }


if __name__ == "__main__":
    OUT.write_text(json.dumps(pack(), indent=1) + "\n")
    print(f"wrote {OUT}")
