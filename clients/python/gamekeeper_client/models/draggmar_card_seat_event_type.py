from enum import StrEnum


class DraggmarCardSeatEventType(StrEnum):
    BOUGHT = "bought"
    CURSE = "curse"
    CURSE_CARRIED = "curse_carried"

    def __str__(self) -> str:
        return str(self.value)
