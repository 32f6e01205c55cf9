"""Thrag's wire format: options, moves and state as clients send and receive them.

Field and move names are those of ``shared/rulings/thrag.md``.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, field_validator

from games.core.wire import Envelope, Strict
from games.thrag.content import COLORS, Color, Die

Face = Annotated[int, Field(ge=0, le=5, description="0 is null, 1 is ace")]
TileValue = Annotated[int, Field(ge=1, le=5, description="1 is ace")]
PawnStatus = Literal["unused", "spent", "black"]


class Options(Strict):
    """H13: the rulebook's variants."""

    weapons: Annotated[
        list[Color], Field(max_length=3, description="special weapons (pawns) in play")
    ] = Field(default_factory=lambda: list(COLORS))
    null_value: Annotated[int, Field(ge=0, le=5, description="what a coloured null coin adds")] = 0
    track_coins: Annotated[
        bool, Field(description="when true, view shows which coins of each colour remain")
    ] = False

    @field_validator("weapons")
    @classmethod
    def _distinct(cls, weapons: list[str]) -> list[str]:
        if len(set(weapons)) != len(weapons):
            raise ValueError("each weapon may be listed once")
        return weapons


# --- moves -----------------------------------------------------------------------------------


class SeatMove(Strict):
    seat: Annotated[int, Field(ge=0, le=0, description="Thrag is seat 0")] = 0


class FightMove(SeatMove):
    """H6: choose a living beast drawn this turn and fight it."""

    type: Literal["fight"] = "fight"
    beast: Color


class SpendPawn(SeatMove):
    """H7: spend a pawn before the coin flip: its colour's beast, or Thrag if black, rerolls."""

    type: Literal["spend_pawn"] = "spend_pawn"
    pawn: Color


class FlipCoin(SeatMove):
    """H6: flip a coin of the beast's colour, or of any colour once that one is spent."""

    type: Literal["flip_coin"] = "flip_coin"
    color: Color


class Strike(SeatMove):
    """H6: compare strengths without a coin."""

    type: Literal["strike"] = "strike"


class Pay(SeatMove):
    """H8: pay damage with numbered black coins, no coin to spare."""

    type: Literal["pay"] = "pay"
    coins: Annotated[list[TileValue], Field(min_length=1, max_length=5)]


class Stop(SeatMove):
    """H5, H10: stop fighting for this turn."""

    type: Literal["stop"] = "stop"


class DrawBeast(Strict):
    """Chance (H5): the beast drawn from a colour's pile."""

    type: Literal["draw_beast"] = "draw_beast"
    color: Color
    value: TileValue


class Roll(Strict):
    """Chance (H4, H7): a die's result."""

    type: Literal["roll"] = "roll"
    die: Die
    value: Face


class DrawCoin(Strict):
    """Chance (H3): the coin a flip turned up."""

    type: Literal["draw_coin"] = "draw_coin"
    color: Color
    value: Face


class DrawHealing(Strict):
    """Chance (H9): the healing tile drawn."""

    type: Literal["draw_healing"] = "draw_healing"
    value: TileValue


#: every move: a seat's, or a chance outcome
AnyMove = (
    FightMove
    | SpendPawn
    | FlipCoin
    | Strike
    | Pay
    | Stop
    | DrawBeast
    | Roll
    | DrawCoin
    | DrawHealing
)
Move = Annotated[AnyMove, Field(discriminator="type")]
#: the moves that are chance outcomes, as a type and as the classes ``isinstance`` takes
ChanceMove = DrawBeast | Roll | DrawCoin | DrawHealing
CHANCE_MOVES = (DrawBeast, Roll, DrawCoin, DrawHealing)


# --- state -----------------------------------------------------------------------------------


class PendingChance(Strict):
    """What must be drawn or rolled next (table mode asks the players for it)."""

    type: Literal["draw_beast", "roll", "draw_coin", "draw_healing"]
    color: Color | None = None
    die: Die | None = None
    text: str = ""


class BeastStacks(Strict):
    draw_pile: Annotated[list[TileValue], Field(max_length=5)]
    discard: Annotated[list[TileValue], Field(max_length=5)]
    slain: Annotated[list[TileValue], Field(max_length=5)]


class BeastsByColor(Strict):
    red: BeastStacks
    green: BeastStacks
    blue: BeastStacks


CoinValues = Annotated[list[Face], Field(max_length=6)]
#: how many coins are left, where their values are hidden (H13: a sealed state, or a view)
CoinCount = Annotated[int, Field(ge=0, le=6)]


class CoinsByColor(Strict):
    """Values of the coins not yet flipped, per colour (H3); only their number where hidden."""

    red: CoinValues | CoinCount
    green: CoinValues | CoinCount
    blue: CoinValues | CoinCount


class HealingTiles(Strict):
    draw_pile: Annotated[list[TileValue], Field(max_length=5)]
    discard: Annotated[list[TileValue], Field(max_length=5)]


class DrawnBeast(Strict):
    color: Color
    value: TileValue
    die: Face | None
    slain: bool


class FlippedCoin(Strict):
    color: Color
    value: Face | None = Field(description="null while the flip is pending")


class FightInProgress(Strict):
    beast: Color
    rerolling: Die | None = Field(default=None, description="die whose reroll is pending")
    coin: FlippedCoin | None = None
    damage: Annotated[int, Field(ge=0, le=10, description="damage still to pay")] = 0


class State(Envelope):
    """A Thrag game. Decks are multisets: draw piles are listed in no particular order."""

    game: Literal["thrag"]
    variant: Literal["standard"]
    status: Literal["ongoing", "victory", "defeat"]
    end_reason: Literal["victory", "died", "exhausted", "breakfast-missed"] | None = None
    pending_chance: PendingChance | None
    turn: Annotated[int, Field(ge=1, le=12)]
    options: Options
    hit_points: Annotated[list[Face], Field(max_length=6)]
    healing_pool: Annotated[list[Face], Field(max_length=6)]
    healing_tiles: HealingTiles
    coins: CoinsByColor
    pawns: Annotated[
        dict[str, PawnStatus],
        Field(description="red, green, blue: those in play (options.weapons)"),
    ]
    beasts: BeastsByColor
    drawn: Annotated[list[DrawnBeast], Field(max_length=3)]
    thrag_die: Face | None
    fight: FightInProgress | None
    fights_this_turn: Annotated[int, Field(ge=0, le=1000)]

    @field_validator("pawns")
    @classmethod
    def _pawn_colors(cls, pawns: dict[str, str]) -> dict[str, str]:
        unknown = set(pawns) - {"red", "green", "blue"}
        if unknown:
            raise ValueError(f"pawns are red, green and blue, not {sorted(unknown)}")
        return pawns


class Breakdown(Strict):
    """What Thrag's score is made of (H14): a win scores the turns left and the weapons never
    spent (both 0 after a loss)."""

    beasts_slain: int
    turns_used: int
    turns_left: int
    unspent_weapons: int
    end_reason: Literal["victory", "died", "exhausted", "breakfast-missed"] | None
