from enum import StrEnum


class DraggmarClass(StrEnum):
    CLERIC = "cleric"
    MAGE = "mage"
    RANGER = "ranger"
    ROGUE = "rogue"
    WARRIOR = "warrior"

    def __str__(self) -> str:
        return str(self.value)
