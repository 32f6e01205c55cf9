from enum import StrEnum


class ThragPendingChanceType(StrEnum):
    DRAW_BEAST = "draw_beast"
    DRAW_COIN = "draw_coin"
    DRAW_HEALING = "draw_healing"
    ROLL = "roll"

    def __str__(self) -> str:
        return str(self.value)
