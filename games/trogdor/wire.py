"""Trogdor's wire format: options, moves and state as clients send and receive them.

Field and move names are those of ``shared/rulings/trogdor.md`` (Moves, State fields).
Positions are ``{"row": r, "col": c}``, row 0 north (T1).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from games.core.wire import Envelope, Seat, Strict

Dir = Literal["N", "E", "S", "W"]
Coord = Annotated[int, Field(ge=0, le=4)]
Id = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^[a-z0-9][a-z0-9-]*$")]
CardId = Annotated[str, Field(min_length=1, max_length=64)]
Variant = Literal["published", "august-draft"]
Kind = Literal[
    "Cottage", "Lake", "Mountain", "Tunnel", "Forest", "Flowers", "Stump", "Rock", "Tree"
]
Phase = Literal[
    "setup", "draw", "choose", "pre_actions", "actions", "post_actions", "board", "rage", "over"
]


class Pos(Strict):
    row: Coord
    col: Coord


# --- options ---------------------------------------------------------------------------------


class CustomMap(Strict):
    """T32: a custom layout; checked for 25 tiles, 3 Cottages, 2 Tunnels, at most 1 Lake."""

    tiles: Annotated[
        list[Annotated[list[str], Field(max_length=5, description="T32: a row of 5 tiles")]],
        Field(max_length=5, description="5 rows of 5 tile kinds"),
    ]
    knights: Annotated[list[Pos], Field(min_length=2, max_length=2)]
    archer: Pos
    peasants: Annotated[
        list[Pos] | None,
        Field(
            max_length=7,
            description="default: one on each Cottage; the Trog-Meter holds min(4, 7 - n),"
            " the Void the rest",
        ),
    ] = None
    trogdor: Pos | None = Field(default=None, description="default: the centre (2,2)")
    lake_is_plain: bool = False


class MovementCardSpec(Strict):
    """T33: one Movement card."""

    id: Annotated[str, Field(min_length=1, max_length=16)]
    peasants: Annotated[int, Field(ge=0, le=4)]
    arrow: Dir
    repair: bool
    path: Annotated[list[Dir], Field(min_length=3, max_length=5)]


class ExtraCard(Strict):
    """T30: an extra action card (AP only: its text has no rules effect in the engine)."""

    id: Id
    name: Annotated[str, Field(min_length=1, max_length=64)]
    ap: Annotated[int, Field(ge=0, le=10)]
    copies: Annotated[int, Field(ge=1, le=4)] = 1
    text: Annotated[str, Field(max_length=300)] = ""


class Options(Strict):
    """NewGame.options for Trogdor (issue 3, Options)."""

    keepers: Annotated[
        list[Id] | None, Field(max_length=6, description="one keeper id per seat; default dealt")
    ] = None
    items: Annotated[
        list[Id] | None, Field(max_length=6, description="one item id per seat; default dealt")
    ] = None
    map: Literal["easy", "normal", "hard"] | CustomMap = "normal"
    movement_deck: Annotated[
        list[MovementCardSpec] | None,
        Field(min_length=6, max_length=80, description="replaces the Movement deck (T33)"),
    ] = None
    troghammer_cards: Annotated[
        int, Field(ge=1, le=7, description="7 by default, 4 for beginners")
    ] = 7
    fiery_rage: bool | None = Field(
        default=None, description="T16: default on in august-draft, off in published"
    )
    content: Annotated[list[ExtraCard], Field(max_length=10)] = Field(default_factory=list)


# --- moves -----------------------------------------------------------------------------------


class SeatMove(Strict):
    seat: Seat


class ChooseCard(SeatMove):
    """Play one of the two action cards: its AP and ability."""

    type: Literal["choose_card"] = "choose_card"
    card: CardId


class DiscardForAp(SeatMove):
    """T18: discard one card for 5 AP and no ability; the other stays in hand."""

    type: Literal["discard_for_ap"] = "discard_for_ap"
    card: CardId


class MoveTo(SeatMove):
    type: Literal["move"] = "move"
    to: Pos


class Chomp(SeatMove):
    type: Literal["chomp"] = "chomp"


class Burninate(SeatMove):
    """T3: burninate the tile under Trogdor, a Peasant on it, or its Cottage."""

    type: Literal["burninate"] = "burninate"
    target: Literal["tile", "peasant", "cottage"]


class Jump(SeatMove):
    """Crawl from a Tunnel to the other (Galgabudge: Mountains count as Tunnels)."""

    type: Literal["jump"] = "jump"
    to: Pos


class Hide(SeatMove):
    """T14: hide on a Mountain (Hegeltha: any tile without a Cottage); ends the actions."""

    type: Literal["hide"] = "hide"


class EndActions(SeatMove):
    type: Literal["end_actions"] = "end_actions"


class UseItem(SeatMove):
    """T19, T49: use an item; ``seat`` is its owner (august-draft: on any seat's turn); fields
    as the item needs (``to``, ``target``, ``knight``...)."""

    type: Literal["use_item"] = "use_item"
    item: Id
    to: Pos | None = None
    target: Literal["tile", "cottage"] | None = None
    knight: Annotated[int, Field(ge=0, le=2, description="2 is the Troghammer")] | None = None
    direction: Dir | None = None


class CardEffect(SeatMove):
    """The played card's special ability (Majesty!, Wingaling!, Shot Put!...)."""

    type: Literal["card_effect"] = "card_effect"
    card: CardId
    to: Pos | None = None
    target: Literal["tile", "peasant", "cottage"] | None = None
    tunnel: Pos | None = Field(default=None, description="Tunnel Warp: the Tunnel tile to swap")


class Spawn(SeatMove):
    """T9: where the Peasants spawn when fewer spawn than Cottages could take."""

    type: Literal["spawn"] = "spawn"
    cottages: Annotated[tuple[Pos, ...], Field(strict=False, min_length=1, max_length=3)]


class Trade(SeatMove):
    """T19: Yubbitz swaps a held action card with another seat's."""

    type: Literal["trade"] = "trade"
    with_seat: Seat
    give: CardId
    take: CardId


class Decline(SeatMove):
    """Pass on an optional decision (a card's ability, an item, a trade)."""

    type: Literal["decline"] = "decline"


class DrawActionCard(Strict):
    """Chance: the card drawn from the action deck."""

    type: Literal["draw_action_card"] = "draw_action_card"
    card: CardId


class DrawMovementCard(Strict):
    """Chance: the card drawn from the Movement deck."""

    type: Literal["draw_movement_card"] = "draw_movement_card"
    card: Annotated[str, Field(min_length=1, max_length=16)]


class DealKeeper(Strict):
    """Chance (set-up): the keeper dealt to a seat when options.keepers does not choose."""

    type: Literal["deal_keeper"] = "deal_keeper"
    to_seat: Seat
    keeper: Id


class DealItem(Strict):
    """Chance (set-up): the item dealt to a seat when options.items does not choose."""

    type: Literal["deal_item"] = "deal_item"
    to_seat: Seat
    item: Id


#: every move: a seat's, or a chance outcome
AnyMove = (
    ChooseCard
    | DiscardForAp
    | MoveTo
    | Chomp
    | Burninate
    | Jump
    | Hide
    | EndActions
    | UseItem
    | CardEffect
    | Spawn
    | Trade
    | Decline
    | DrawActionCard
    | DrawMovementCard
    | DealKeeper
    | DealItem
)
Move = Annotated[AnyMove, Field(discriminator="type")]
CHANCE_MOVES = (DrawActionCard, DrawMovementCard, DealKeeper, DealItem)


# --- state -----------------------------------------------------------------------------------


class PendingChance(Strict):
    type: Literal["draw_action_card", "draw_movement_card", "deal_keeper", "deal_item"]
    seat: Seat | None = None
    reason: str
    text: str = ""


class Tile(Strict):
    kind: Kind
    burned: bool


class Cottage(Strict):
    pos: Pos
    burning: bool


class TrogdorPiece(Strict):
    pos: Pos
    hiding: bool


class SeatState(Strict):
    keeper: Id | None
    item: Id | None
    item_charged: bool
    hand: Annotated[list[CardId], Field(max_length=3)]


class Abilities(Strict):
    """What this turn's card grants and what of it, of the items and of Yubbitz is used."""

    card: CardId | None = Field(description="the card played; null before, 'discard' for 5 AP")
    used: Annotated[list[str], Field(max_length=12)] = Field(
        default_factory=list,
        description="used this turn: card abilities, the ids of the items used (each once a turn,"
        " T49), 'trade' (Yubbitz, T50)",
    )
    flips: Annotated[int, Field(ge=0, le=4)] = 0


class Deck(Strict):
    """A multiset: how many of each card id; the order of a deck is never stored."""

    cards: dict[str, Annotated[int, Field(ge=1, le=64)]]
    discard: dict[str, Annotated[int, Field(ge=1, le=64)]]


class BoardCard(Strict):
    """The phase-two Movement card in play, with the Peasant direction (Distracto's Pouch)."""

    card: Annotated[str, Field(min_length=1, max_length=16)]
    arrow: Dir


TaskName = Literal[
    "deal_keeper",
    "deal_item",
    "deal_card",
    "start_turn",
    "trade",
    "draw",
    "hammer",
    "hammer_move",
    "choose",
    "pre",
    "actions",
    "post",
    "path_o",
    "board_draw",
    "pouch",
    "spawn",
    "spawn_choice",
    "peasants",
    "knight",
    "hammer_board",
    "archer",
    "end_turn",
    "burn",
    "flask",
    "protect",
    "rage",
]


class Task(Strict):
    """One step still to do this turn, first first (the engine's agenda)."""

    task: TaskName
    seat: Seat | None = None
    pos: Pos | None = None
    n: Annotated[int, Field(ge=0, le=10)] | None = Field(
        default=None,
        description="knight: which; spawn_choice: how many; rage: which card; protect: how many"
        " hits (T52), null for one",
    )
    source: Literal["knight", "archer", "trogdor"] | None = Field(
        default=None,
        description="protect: what hits Trogdor; burn: 'trogdor' when he set the Peasant aflame"
        " himself (T43), else null",
    )


class State(Envelope):
    """A Trogdor game (rulings T1-T20, T30-T54)."""

    game: Literal["trogdor"]
    variant: Variant
    status: Literal["ongoing", "victory", "petite_victory", "defeat", "turn_limit"] = Field(
        description="T15, T16; turn_limit: still going after turn 1000 (T48), no winners"
    )
    pending_chance: PendingChance | None
    options: Options
    players: Annotated[int, Field(ge=1, le=6)]
    phase: Phase
    board: Annotated[list[list[Tile]], Field(min_length=5, max_length=5)]
    cottages: Annotated[list[Cottage], Field(min_length=3, max_length=3)]
    peasants: Annotated[list[Pos], Field(max_length=7)]
    trog_meter: Annotated[int, Field(ge=0, le=7)]
    void: Annotated[int, Field(ge=0, le=7)]
    trogdor: TrogdorPiece
    knights: Annotated[list[Pos], Field(max_length=2)]
    troghammer: Pos | None
    archer: Pos
    seats: Annotated[list[SeatState], Field(min_length=1, max_length=6)]
    active_seat: Seat
    ap: Annotated[int, Field(ge=0, le=60)]
    bonus_ap: Annotated[int, Field(ge=0, le=30, description="Smell the Daisies")] = 0
    abilities: Abilities
    action_deck: Deck
    movement_deck: Deck
    board_card: BoardCard | None
    troghammer_shuffled_in: bool
    tasks: Annotated[list[Task], Field(max_length=64)]


class Breakdown(Strict):
    """What Trogdor's score is made of: ``formula`` says how the points are counted; ``tiles``
    is the board's, ``health`` the Trog-Meter."""

    tiles_burned: int
    tiles: int
    cottages_burning: int
    peasants_on_board: int
    health: int
    void: int
    turn: int
    end_reason: Literal["burninated", "fiery_rage", "died", "turn_limit"] | None
    formula: str
