"""High Card on the wire: options, moves and the state as clients send and receive them."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from games.core.wire import Envelope, Seat, Strict

Card = Annotated[int, Field(ge=1, le=6)]


class Options(Strict):
    """High Card has no options."""


class Deal(Strict):
    """Chance: the card a seat is dealt."""

    type: Literal["deal"] = "deal"
    seat: Seat
    card: Card


class Keep(Strict):
    type: Literal["keep"] = "keep"
    seat: Seat


class Swap(Strict):
    type: Literal["swap"] = "swap"
    seat: Seat


AnyMove = Deal | Keep | Swap
Move = Annotated[AnyMove, Field(discriminator="type")]
CHANCE_MOVES = (Deal,)


class PendingChance(Strict):
    type: Literal["deal"]
    seat: Seat
    text: str


class State(Envelope):
    game: Literal["high-card"]
    variant: Literal["standard"]
    status: Literal["ongoing", "finished"]
    options: Options
    pending_chance: PendingChance | None
    deck: Annotated[
        list[Card] | Annotated[int, Field(ge=0, le=12)],
        Field(description="the cards left (a multiset); only their number where hidden"),
    ]
    hands: Annotated[
        list[Card | Literal["hidden"] | None],
        Field(max_length=4, description='each seat\'s card, "hidden" where the reader may not'),
    ]
    decided: Annotated[list[bool], Field(max_length=4)]


class Breakdown(Strict):
    """What the score is made of: the cards, once shown."""

    cards: list[int] | None = Field(description="each seat's card at the showdown; null before")
