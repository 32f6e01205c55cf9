from enum import StrEnum


class ThragColorValueEventType(StrEnum):
    BEAST_DRAWN = "beast_drawn"
    COIN_DRAWN = "coin_drawn"

    def __str__(self) -> str:
        return str(self.value)
