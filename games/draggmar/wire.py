"""Dungeons of Draggmar's wire format: options, moves and state as clients send and receive them.

Move names are those of ``shared/rulings/draggmar.md``. Places are numbered: 0 the Town, 1-15 the
dungeons, 16 the Death Mage Keep. Cards are named by their pack id; a card a reader may not see
is the string ``"hidden"`` (hands, deck contents, scouts not yet revealed; D9).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from games.core.wire import Envelope, Strict
from games.draggmar.content import EQUIP_MOST, Pack

SeatNo = Annotated[int, Field(ge=0, le=3, description="0-based seat number")]
Dungeon = Annotated[int, Field(ge=1, le=15, description="a dungeon location, 1-15")]
Destination = Annotated[int, Field(ge=1, le=16, description="a dungeon 1-15, or 16: the Keep")]
LevelNo = Annotated[int, Field(ge=1, le=3)]
GroupNo = Annotated[int, Field(ge=0, le=7, description="a group's index in the state's groups")]
CardId = Annotated[
    str,
    Field(
        pattern=r"^[a-z0-9][a-z0-9-]{0,39}$",
        description='a card id of the pack, or "hidden": a card the reader may not see (D9)',
        examples=["brannoc-1", "hidden"],
    ),
]
DeckName = Annotated[
    str,
    Field(
        pattern=r"^(heroes-[123]|items-[123]|rooms-[123]|curses|rifts)$",
        description="heroes-L, items-L, rooms-L, curses, or rifts (the Undead Crusade's Rift deck)",
    ),
]
Cards = Annotated[list[CardId], Field(max_length=80)]


class Options(Strict):
    """D17 variants, the pack (D1) and a round limit if one is wanted (D39)."""

    faction_attack: Annotated[
        bool, Field(description="harder: monsters of a dungeon's factions get +1 attack there")
    ] = False
    real_experience: Annotated[
        bool, Field(description="harder: a failed run moves doom down per seat, not per group")
    ] = False
    undead_crusade: Annotated[
        bool,
        Field(
            description="D17: the Undead Crusade scenario: Rifts open on green doom spaces, block"
            " roads and are cleared by running the Rift deck (rulebook; D52-D56)"
        ),
    ] = False
    first_player: Annotated[
        SeatNo | None, Field(description="the seat holding the first player token; null: drawn")
    ] = None
    round_limit: Annotated[
        int | None,
        Field(
            ge=5,
            le=1000,
            description="D39, a house rule (for simulations): the game ends after this many"
            " rounds with status round_limit and no winner; null: no limit, as the rulebook",
        ),
    ] = None
    trial_level: Annotated[
        int | None,
        Field(
            ge=1,
            le=3,
            description="a balance trial (docs/draggmar-content.md): every dungeon is revealed and"
            " runs at this level, and the game ends after one round, won if every group killed"
            " its Boss; null: the whole game",
        ),
    ] = None
    content: Annotated[
        Pack | None,
        Field(description="a content pack replacing the reference pack (D1); null: ours"),
    ] = None


# --- moves -----------------------------------------------------------------------------------


class SeatMove(Strict):
    seat: SeatNo


class StartingHand(SeatMove):
    """D38: how many heroes this seat's seven level-1 cards hold (the rest are items); secret
    until every seat has chosen, then every hand is dealt."""

    type: Literal["starting_hand"] = "starting_hand"
    heroes: Annotated[int, Field(ge=1, le=3)]


class Scout(SeatMove):
    """D10: send a scout to a face-down dungeon (secret until every scout is out)."""

    type: Literal["scout"] = "scout"
    location: Dungeon


class Select(SeatMove):
    """D10: place the standee on a revealed dungeon (or the Keep, D16)."""

    type: Literal["select"] = "select"
    location: Destination


class Buy(SeatMove):
    """D11: hire a hero or buy an item of a level (level 1 free, else 1 Fame per level)."""

    type: Literal["buy"] = "buy"
    level: LevelNo
    kind: Literal["hero", "item"]


class Redraw(SeatMove):
    """D11: pay 1 Fame to discard an item bought this round and draw another (once per item)."""

    type: Literal["redraw"] = "redraw"
    item: CardId


class OfferTrade(SeatMove):
    """D41: offer an item of the hand to another seat still hiring, for an item of its choice
    or as a gift; one offer standing at a time, any number in a hiring phase."""

    type: Literal["offer_trade"] = "offer_trade"
    to: SeatNo
    give: CardId
    gift: Annotated[bool, Field(description="nothing is asked in return")] = False


class AcceptTrade(SeatMove):
    """D41: accept ``offerer``'s offer, giving ``take`` of the hand in exchange (null for a
    gift)."""

    type: Literal["accept_trade"] = "accept_trade"
    offerer: SeatNo
    take: CardId | None = None


class DeclineTrade(SeatMove):
    """D41: refuse ``offerer``'s offer."""

    type: Literal["decline_trade"] = "decline_trade"
    offerer: SeatNo


class WithdrawTrade(SeatMove):
    """D41: take back this seat's offer not yet answered."""

    type: Literal["withdraw_trade"] = "withdraw_trade"


class TradeMarket(SeatMove):
    """D42, solo: trade an item of the hand for a market item of its level or lower (once per
    item per round)."""

    type: Literal["trade_market"] = "trade_market"
    give: CardId
    take: CardId


class Done(SeatMove):
    """D11: this seat's hiring is over; after a Boss: no upgrade; solo, after one scout: no
    second scout (D43)."""

    type: Literal["done"] = "done"


class PlayHero(SeatMove):
    """D12: play a hero from the hand into this room."""

    type: Literal["play_hero"] = "play_hero"
    hero: CardId


class Equip(SeatMove):
    """D12: equip one item of the hand on the hero in play, into a free slot its classes allow
    (three items in all, one weapon, armor and shield; more with an extra_slot skill, D36)."""

    type: Literal["equip"] = "equip"
    hero: CardId
    item: CardId


class Unequip(SeatMove):
    """D12: put an item equipped for this room back into the hand, before entering."""

    type: Literal["unequip"] = "unequip"
    hero: CardId
    item: CardId


class Enter(SeatMove):
    """D12: the hero enters the room with the items equipped (possibly none); the room is
    resolved once every seat of the group has entered."""

    type: Literal["enter"] = "enter"
    hero: CardId


class UseSkill(SeatMove):
    """Rulebook Skills: the hero's active skill, once per run (one of two, if it has two)."""

    type: Literal["use_skill"] = "use_skill"
    hero: CardId
    second: Annotated[bool, Field(description="use the hero's second skill")] = False


class SpendFame(SeatMove):
    """Rulebook: 1 Fame for +1 attack or defense, once per room."""

    type: Literal["spend_fame"] = "spend_fame"
    stat: Literal["attack", "defense"]


class AssignReward(SeatMove):
    """D13: the group's first seat gives a reward item to a seat of the group."""

    type: Literal["assign_reward"] = "assign_reward"
    item: CardId
    to: SeatNo


class Split(SeatMove):
    """D13: the group's first seat says which seats leave as a new group ([]: stay together)."""

    type: Literal["split"] = "split"
    seats: Annotated[list[SeatNo], Field(max_length=3)]


class Stay(SeatMove):
    """D35: a seat whose hero was killed keeps its group for its next hero."""

    type: Literal["stay"] = "stay"


class GoAlone(SeatMove):
    """D35: a seat whose hero was killed leaves its group; its next hero explores the dungeon as
    a group of its own (a split: it may not join another group later)."""

    type: Literal["go_alone"] = "go_alone"


class AskToJoin(SeatMove):
    """D35: a seat whose hero was killed asks another group in its dungeon to take its next hero
    (that group's first seat admits or refuses)."""

    type: Literal["ask_to_join"] = "ask_to_join"
    group: GroupNo


class Admit(SeatMove):
    """D35: the group's first seat lets ``asker`` join, from the group's next room."""

    type: Literal["admit"] = "admit"
    asker: SeatNo


class Refuse(SeatMove):
    """D35: the group's first seat refuses ``asker``, which may not ask this group again."""

    type: Literal["refuse"] = "refuse"
    asker: SeatNo


class OpenChest(SeatMove):
    """D44: the group's first seat opens the chest the group can open (its items and Fame)."""

    type: Literal["open_chest"] = "open_chest"


class LeaveChest(SeatMove):
    """D44: the group's first seat leaves the chest closed: the room is skipped (no Fame)."""

    type: Literal["leave_chest"] = "leave_chest"


class Upgrade(SeatMove):
    """D14: after a Boss kill, 1 Fame turns the last hero used into its copy one level up."""

    type: Literal["upgrade"] = "upgrade"
    hero: CardId


class Discard(SeatMove):
    """D40: a hand over the limit of 7 (at any time) discards a card, back into its deck face
    down, before the seat does anything else."""

    type: Literal["discard"] = "discard"
    card: CardId


class CurseDiscard(SeatMove):
    """D50: a curse that discards an item: the cursed seat chooses which, before anything else."""

    type: Literal["curse_discard"] = "curse_discard"
    item: CardId


class ChooseFirstPlayer(Strict):
    """Chance: the seat that takes the first player token."""

    type: Literal["choose_first_player"] = "choose_first_player"
    seat: SeatNo


class DrawCard(Strict):
    """Chance: a hero or item card drawn from a deck."""

    type: Literal["draw_card"] = "draw_card"
    deck: DeckName
    card: CardId


class DrawRoom(Strict):
    """Chance: the next dungeon room of a group (from its level deck, or its Keep pile)."""

    type: Literal["draw_room"] = "draw_room"
    card: CardId


class DrawCurse(Strict):
    type: Literal["draw_curse"] = "draw_curse"
    card: CardId


class RevealToken(Strict):
    """Chance: the dungeon level token found under a scouted location."""

    type: Literal["reveal_token"] = "reveal_token"
    location: Dungeon
    level: LevelNo


AnyMove = (
    StartingHand
    | Scout
    | Select
    | Buy
    | Redraw
    | OfferTrade
    | AcceptTrade
    | DeclineTrade
    | WithdrawTrade
    | TradeMarket
    | Done
    | PlayHero
    | Equip
    | Unequip
    | Enter
    | UseSkill
    | SpendFame
    | AssignReward
    | Split
    | Stay
    | GoAlone
    | AskToJoin
    | Admit
    | Refuse
    | OpenChest
    | LeaveChest
    | Upgrade
    | Discard
    | CurseDiscard
    | ChooseFirstPlayer
    | DrawCard
    | DrawRoom
    | DrawCurse
    | RevealToken
)
Move = Annotated[AnyMove, Field(discriminator="type")]
CHANCE_MOVES = (ChooseFirstPlayer, DrawCard, DrawRoom, DrawCurse, RevealToken)


# --- state -----------------------------------------------------------------------------------


class PendingChance(Strict):
    type: Literal["choose_first_player", "draw_card", "draw_room", "draw_curse", "reveal_token"]
    deck: DeckName | None = None
    location: Dungeon | None = None
    text: str = ""


class Draw(Strict):
    """A chance event waiting to happen, and where its card goes."""

    type: Literal["choose_first_player", "draw_card", "draw_room", "draw_curse", "reveal_token"]
    deck: DeckName | None = None
    to: Literal[
        "hand",
        "bought",
        "redrawn",
        "market",
        "reward",
        "room",
        "reroll",
        "ahead",
        "curse",
        "token",
        "first",
    ] = Field(
        description="room: the group's next room; reroll: one in place of a rerolled room;"
        " ahead: a room the group sees before it comes (peek_next_room)"
    )
    seat: SeatNo | None = None
    group: GroupNo | None = None
    location: Dungeon | None = None


class Dungeonsite(Strict):
    """D6, D7: a dungeon location's level token (null: face down) and threat tokens."""

    token: LevelNo | None
    revealed_round: Annotated[int, Field(ge=0, le=1000)] | None
    threats: Annotated[int, Field(ge=0, le=2)]


class Bought(Strict):
    """D11: a card bought this round, on the table (public) until its seat is done."""

    card: CardId
    redrawn: bool
    traded: bool


class Offer(Strict):
    """D41: a seat's standing offer of an item of its hand to seat ``to``."""

    to: SeatNo
    give: CardId
    gift: bool = False


class Runner(Strict):
    """A seat in a dungeon run: its group, hero in play and what it did in this room."""

    group: GroupNo | None
    hero: CardId | None
    damage: Annotated[int, Field(ge=0, le=40)]
    skills_used: Cards
    equipped: Annotated[
        list[CardId],
        Field(max_length=EQUIP_MOST, description="D12, D36: the items equipped for this room"),
    ]
    ready: bool
    skill: Annotated[
        int,
        Field(ge=0, le=2, description="the skill used in this room: 1 the first, 2 the second"),
    ]
    fame_spent: Literal["attack", "defense"] | None
    out: bool
    curses: Annotated[
        list[CardId],
        Field(
            max_length=30, description="curses carried into this run, suffered after its first room"
        ),
    ]
    deciding: Annotated[
        bool,
        Field(
            description="D35: its hero was killed; before the group's next room it stays, goes"
            " alone or asks another group to take its next hero"
        ),
    ]
    asking: Annotated[
        GroupNo | None, Field(description="D35: the group it asked to join, waiting for the answer")
    ]
    split_off: Annotated[
        bool, Field(description="it split from a group (or went alone) this run: it may not join")
    ]
    refused_by: Annotated[
        list[GroupNo],
        Field(max_length=8, description="D35: groups that refused it this run (not asked again)"),
    ]


class Group(Strict):
    """D12, D13: seats running a dungeon together, in turn order."""

    location: Destination
    level: LevelNo
    seats: Annotated[
        list[SeatNo],
        Field(max_length=4, description="empty only once its last seat joined another group (D35)"),
    ]
    room: CardId | None
    stage: Annotated[
        Literal[
            "draw",
            "prepare",
            "chest",
            "curses",
            "reward",
            "after",
            "regroup",
            "upgrade",
            "split",
            "over",
        ],
        Field(
            description="regroup (D35): between rooms, seats whose hero was killed choose to stay,"
            " go alone or ask to join another group; draw waits while a seat asks to join it;"
            " chest (D44): the group's first seat opens the chest or leaves it closed"
        ),
    ]
    rewards: Annotated[list[CardId], Field(max_length=4)]
    passed: Cards
    ahead: Annotated[
        list[CardId],
        Field(max_length=3, description="rooms seen ahead (peek_next_room), next first"),
    ]
    keep_rooms: Annotated[int, Field(ge=0, le=6)]
    keep_elites: Annotated[list[CardId], Field(max_length=3)]
    keep_pile: Annotated[
        int | None,
        Field(
            ge=0,
            le=7,
            description="D34: the group whose Keep pile this group draws from (it split off"
            " from that group in the Keep); null: its own",
        ),
    ]
    result: Annotated[
        Literal["boss", "failed", "exhausted", "death_mage", "left", "rift"] | None,
        Field(
            description="left (D35): its last hero went on in another group; the run did not fail;"
            " rift (Undead Crusade): it killed General Velos or reached a Portal, closing its Rift"
        ),
    ]
    outcome: Literal["passed", "skipped", "boss_failed"] | None
    upgraders: Annotated[list[SeatNo], Field(max_length=4)]


class Tally(Strict):
    """What a seat earned in its run so far, collected when the run ends (D15, D47)."""

    rooms: Annotated[int, Field(ge=0, le=500)]
    bosses: Annotated[int, Field(ge=0, le=100)]
    bonus: Annotated[int, Field(ge=0, le=10)]


Phase = Literal["deal", "setup", "scout", "select", "hire", "run", "over"]


class Crusade(Strict):
    """The Undead Crusade (option ``undead_crusade``; absent otherwise): its Rifts."""

    open: Annotated[
        list[Dungeon],
        Field(
            max_length=4,
            description="the open Rifts' locations, in the order they opened (at most 4): each"
            " stands on its dungeon (selecting that location goes to the Rift, D52) and blocks its"
            " roads (map.rifts)",
        ),
    ]
    fought: Annotated[
        list[Dungeon],
        Field(
            max_length=4,
            description="the Rifts run this round: a group at one of these locations runs the"
            " Rift deck (D52)",
        ),
    ]
    top: Annotated[
        int,
        Field(
            ge=0,
            le=15,
            description="D53: undead cards still to come before the Rift deck's bottom half, where"
            " the Portals and General Velos are",
        ),
    ]


class State(Envelope):
    """A Dungeons of Draggmar game. ``turn`` counts the seat moves made so far."""

    game: Literal["draggmar"]
    variant: Literal["base"]
    status: Literal["ongoing", "won", "lost", "round_limit"] = Field(
        description="won: the Death Mage is dead (D16); lost: doom 0; round_limit: the option's"
        " last round is over (D39), no one wins"
    )
    pending_chance: PendingChance | None
    options: Options
    players: Annotated[int, Field(ge=1, le=4)]
    round: Annotated[int, Field(ge=1, le=1000)]
    phase: Phase
    first_player: SeatNo | None
    doom: Annotated[int, Field(ge=0, le=20)]
    doom_change: Annotated[
        int,
        Field(
            ge=-200,
            le=200,
            description="D37: this round's doom changes so far (Boss kills, failed runs), summed;"
            " the tracker moves by them once, at the round's end",
        ),
    ]
    fame: Annotated[list[Annotated[int, Field(ge=0, le=10_000)]], Field(min_length=1, max_length=4)]
    hands: Annotated[list[Cards], Field(min_length=1, max_length=4)]
    starting_heroes: Annotated[
        list[Annotated[int, Field(ge=0, le=3)] | None],
        Field(
            min_length=1,
            max_length=4,
            description="D38, phase deal: the heroes each seat chose for its starting hand"
            " (null: not yet; 0: chosen, hidden from this reader)",
        ),
    ]
    decks: dict[DeckName, Cards]
    tokens: Annotated[list[LevelNo], Field(max_length=15, description="face-down level tokens")]
    sites: Annotated[
        list[Dungeonsite],
        Field(
            min_length=15,
            max_length=15,
            description="sites[i] is dungeon i + 1: the number moves (location), labels and"
            " the picture use (0 is the Town, 16 the Death Mage Keep)",
        ),
    ]
    scouts: Annotated[
        list[Annotated[list[Annotated[int, Field(ge=0, le=15)]], Field(max_length=2)]],
        Field(max_length=4, description="this round's scouted dungeons per seat (0: hidden)"),
    ]
    standees: Annotated[list[Annotated[int, Field(ge=0, le=16)]], Field(max_length=4)]
    visited: Annotated[list[Annotated[int, Field(ge=0, le=16)]], Field(max_length=4)]
    done: Annotated[list[bool], Field(max_length=4)]
    bought: Annotated[list[Annotated[list[Bought], Field(max_length=20)]], Field(max_length=4)]
    offers: Annotated[
        list[Offer | None], Field(max_length=4, description="D41: each seat's standing offer")
    ]
    market: Cards
    runners: Annotated[list[Runner], Field(max_length=4)]
    groups: Annotated[list[Group], Field(max_length=8)]
    tallies: Annotated[list[Tally], Field(max_length=4)]
    trophies: Cards
    kept: Annotated[list[Cards], Field(max_length=4)]
    first_kill_round: Annotated[
        int | None,
        Field(
            ge=1,
            le=1000,
            description="D46: the round of the game's first Boss kill (null: none yet); every"
            " seat of a group killing a Boss in that round gets the 1-Fame bonus",
        ),
    ]
    carried_curses: Annotated[
        list[Cards],
        Field(
            max_length=4,
            description="rulebook Curses: each seat's curses drawn in a Boss encounter, or not"
            " resolved in the run, that it carries into its next run",
        ),
    ]
    curse_discards: Annotated[
        list[Annotated[list[CardId], Field(max_length=9)]],
        Field(
            max_length=4,
            description="D50: per seat, the curses that make it discard an item of its choice"
            " (curse_discard), one entry per item still owed",
        ),
    ]
    queue: Annotated[list[Draw], Field(max_length=64, description="chance events waiting")]
    crusade: Annotated[
        Crusade | None,
        Field(
            description="the Undead Crusade's Rifts; absent unless the option is on",
            exclude_if=lambda crusade: crusade is None,  # the base game's states are unchanged
        ),
    ] = None


class Breakdown(Strict):
    """What Draggmar's score is made of: each seat's Fame and kept boss heads, the heads won
    together (``trophies``; card ids), doom and the round."""

    fame: list[int]
    kept_heads: list[list[str]]
    trophies: list[str]
    doom: int
    round: int
