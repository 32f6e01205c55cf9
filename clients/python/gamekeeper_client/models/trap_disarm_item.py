from enum import StrEnum


class TrapDisarmItem(StrEnum):
    CLERIC = "cleric"
    MAGE = "mage"
    RANGER = "ranger"
    ROGUE = "rogue"
    WARRIOR = "warrior"

    def __str__(self) -> str:
        return str(self.value)
