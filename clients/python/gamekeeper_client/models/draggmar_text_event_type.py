from enum import StrEnum


class DraggmarTextEventType(StrEnum):
    DEATH_MAGE = "death_mage"
    HANDS_DEALT = "hands_dealt"

    def __str__(self) -> str:
        return str(self.value)
