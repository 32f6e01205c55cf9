"""New Troll Party's wire format: options, moves and state as clients send and receive them.

Field and move names are those of ``shared/rulings/troll-party.md``. Tables are numbered like
seats (a table belongs to the seat of the same number); in a two-seat game table 2 belongs to
the dummy band (P11). A *band* index is the same number: 0 and 1 (and 2) are seats, 2 is the
dummy in a two-seat game.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import ConfigDict, Field, field_validator

from games.core.wire import Envelope, Strict

Color = Literal["purple", "orange", "green"]
Effect = Literal["gain", "gain2", "lose"]
SeatNo = Annotated[int, Field(ge=0, le=2, description="0-based seat number")]
Table = Annotated[
    int, Field(ge=0, le=2, description="a table, numbered like its owner's seat (2: the dummy's)")
]
_CARD_PATTERN = r"(purple|orange|green)-(13|1[0-2](\.5)?|[0-9](\.5)?)(-(gain|gain2|lose))?"
CardId = Annotated[
    str,
    Field(
        pattern=f"^{_CARD_PATTERN}$",
        max_length=24,
        description="a card id as GET /v1/games/troll-party lists it, e.g. purple-6-lose",
        examples=["purple-6-lose", "green-6.5", "orange-9-gain2"],
    ),
]
#: a card id, or "hidden" where the reader may not see the card (a view, or the readable part
#: of a sealed state; P3, P14). One string type, not a union: "hidden" must match exactly one
#: schema for a validating client.
CardOrHidden = Annotated[
    str,
    Field(
        pattern=f"^(hidden|{_CARD_PATTERN})$",
        max_length=24,
        description='a card id, or "hidden": a card the reader may not see (P3, P14)',
        examples=["purple-6-lose", "hidden"],
    ),
]


class CardSpec(Strict):
    """One card of a replacement band (P1)."""

    value: Annotated[float, Field(ge=0, le=13, multiple_of=0.5, description="0-13 in halves")]
    effect: Annotated[
        Effect | None,
        Field(description="final-card effect: gain (*), lose (**), gain2 (***) or none"),
    ] = None


BandCards = Annotated[
    list[CardSpec],
    Field(min_length=13, max_length=13, description="exactly the band's 13 cards"),
]


class Options(Strict):
    """P12: first player, seat colours and replacement cards."""

    first_player: Annotated[
        SeatNo | None, Field(description="the seat holding the marker; null: chosen at random")
    ] = None
    colors: Annotated[
        list[Color] | None,
        Field(
            min_length=2,
            max_length=3,
            description="each seat's band, one per seat; null: purple, orange, green in order",
        ),
    ] = None
    cards: Annotated[
        dict[Color, BandCards] | None,
        Field(description="replacement cards for some bands (P1); others keep theirs"),
    ] = None
    track_cards: Annotated[
        bool,
        Field(
            description="P14: when false (the rulebook's face-down pile), a seat sees the other"
            " hands and the discard pile only as counts; when true, in full"
        ),
    ] = False

    @field_validator("colors")
    @classmethod
    def _distinct(cls, colors: list[str] | None) -> list[str] | None:
        if colors is not None and len(set(colors)) != len(colors):
            raise ValueError("each band may be chosen by one seat only")
        return colors


# --- moves -----------------------------------------------------------------------------------


class SeatMove(Strict):
    seat: SeatNo


class TableCards(Strict):
    """The card a seat places at each table, keyed by the table owner's seat (P3)."""

    model_config = ConfigDict(serialize_by_alias=True, validate_by_name=True)

    table_0: CardId = Field(alias="0")
    table_1: CardId = Field(alias="1")
    table_2: CardId = Field(alias="2", description="the third seat's table, or the dummy's")

    def as_tuple(self) -> tuple[str, str, str]:
        return (self.table_0, self.table_1, self.table_2)


class PlaceCard(SeatMove):
    """P3, P13: a seat's secret card for one table; its three are revealed together."""

    type: Literal["place_card"] = "place_card"
    table: Table
    card: CardId


class Place(SeatMove):
    """P3: a seat's three cards at once, one for each table (the legal moves list ``place_card``,
    one table at a time, P13; this whole placement is accepted too, before any of them)."""

    type: Literal["place"] = "place"
    cards: TableCards

    def __hash__(self) -> int:  # cheaper than pydantic's: there are thousands of these
        cards = self.cards
        return hash((self.seat, cards.table_0, cards.table_1, cards.table_2))


class Peek(SeatMove):
    """P7: Purple looks at one table's three cards, and must then swap there."""

    type: Literal["peek"] = "peek"
    table: Table


class Swap(SeatMove):
    """P7: Purple's card at the peeked table goes back to hand; ``card`` from hand replaces it."""

    type: Literal["swap"] = "swap"
    card: CardId


class Decline(SeatMove):
    """P7: Purple does not peek (and sees nothing); P8: Orange lets this scuffle stand."""

    type: Literal["decline"] = "decline"


class Nullify(SeatMove):
    """P8: Orange cancels the scuffle being resolved, once per game."""

    type: Literal["nullify"] = "nullify"
    table: Table


class OrderTies(SeatMove):
    """P9: the order of the three cards at the table, as bands (seats, 2 for the dummy)."""

    type: Literal["order_ties"] = "order_ties"
    order: Annotated[
        list[Table],
        Field(min_length=3, max_length=3, description="the bands' cards, highest first"),
    ]


class MoveGoat(SeatMove):
    """P4, P5: the owner's highest card moves one goat to or from the owner's table."""

    type: Literal["move_goat"] = "move_goat"
    from_table: Table
    to_table: Table
    golden: bool = Field(description="whether the goat moved is the Golden Goat")


class RemoveGoat(SeatMove):
    """P4, P5, P6: one of the seat's goats goes back to the centre."""

    type: Literal["remove_goat"] = "remove_goat"
    golden: bool = Field(description="whether the goat returned is the Golden Goat")


class ChooseFirstPlayer(Strict):
    """Chance (P12): the seat that takes the First Player Marker."""

    type: Literal["choose_first_player"] = "choose_first_player"
    seat: SeatNo


class DealDummy(Strict):
    """Chance (P11): the dummy band's card dealt face down to a table."""

    type: Literal["deal_dummy"] = "deal_dummy"
    table: Table
    card: CardId


#: every move: a seat's, or a chance outcome
AnyMove = (
    PlaceCard
    | Place
    | Peek
    | Swap
    | Decline
    | Nullify
    | OrderTies
    | MoveGoat
    | RemoveGoat
    | ChooseFirstPlayer
    | DealDummy
)
Move = Annotated[AnyMove, Field(discriminator="type")]
#: the moves that are chance outcomes, as a type and as the classes ``isinstance`` takes
ChanceMove = ChooseFirstPlayer | DealDummy
CHANCE_MOVES = (ChooseFirstPlayer, DealDummy)


# --- state -----------------------------------------------------------------------------------


class PendingChance(Strict):
    """What must be chosen at random next (table mode asks the players for it)."""

    type: Literal["choose_first_player", "deal_dummy"]
    table: Table | None = None
    text: str = ""


class Goats(Strict):
    """Where the 15 goats are; counts include the Golden Goat (P2, P5)."""

    center: Annotated[int, Field(ge=0, le=15)]
    tables: Annotated[list[Annotated[int, Field(ge=0, le=15)]], Field(min_length=3, max_length=3)]
    golden: Table | Literal["center"]


Stage = Literal[
    "choose_first_player",
    "deal_dummy",
    "place",
    "purple",
    "swap",
    "orange",
    "order_ties",
    "move_goat",
    "remove_goat",
    "over",
]
Hand = Annotated[list[CardOrHidden], Field(max_length=13)]
TableCardsPlaced = Annotated[
    list[CardOrHidden | None],
    Field(
        min_length=3,
        max_length=3,
        description="the card each band placed here, by band (null: not yet placed)",
    ),
]


class State(Envelope):
    """A New Troll Party game. ``turn`` counts the seat moves made so far."""

    game: Literal["troll-party"]
    variant: Literal["standard"]
    status: Literal["ongoing", "finished"]
    pending_chance: PendingChance | None
    options: Options
    round: Annotated[int, Field(ge=1, le=4)] | Literal["final"]
    stage: Annotated[Stage, Field(description="what the game waits for")]
    first_player: Annotated[SeatNo | None, Field(description="who holds the marker")]
    colors: Annotated[list[Color], Field(min_length=2, max_length=3, description="per seat")]
    dummy: Annotated[Color | None, Field(description="the dummy band of a two-seat game")]
    hands: Annotated[list[Hand], Field(min_length=2, max_length=3, description="per seat")]
    dummy_deck: Annotated[Hand | None, Field(description="the dummy's undealt cards")]
    placements: Annotated[
        list[TableCardsPlaced],
        Field(
            min_length=3,
            max_length=3,
            description="per table, this round's cards by band; a resolved table is empty",
        ),
    ]
    purple_peek: Annotated[Table | None, Field(description="the table Purple peeked this round")]
    resolving: Annotated[
        Table | None,
        Field(description="the table whose scuffle (final round: whose final card) resolves"),
    ]
    order: Annotated[
        list[Table] | None,
        Field(min_length=3, max_length=3, description="bands at the resolving table, high first"),
    ]
    goats: Goats
    orange_nullify_used: bool
    discards: Annotated[list[CardOrHidden], Field(max_length=39)]


class Breakdown(Strict):
    """What Troll Party's score is made of (P10): each band's goats (the dummy's too), the
    centre's, who holds the Golden Goat, and who leads for the middle total (``leaders``: the
    winners once the game is over); ``dummy``: its band in a two-player game."""

    goats: dict[Color, int]
    center: int
    golden: Color | Literal["center"]
    middle_total: int
    tied_for_middle: list[Color]
    dummy: Color | None
    leaders: list[int]
    round: int | Literal["final"]
