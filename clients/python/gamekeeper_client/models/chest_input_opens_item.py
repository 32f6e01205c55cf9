from enum import StrEnum


class ChestInputOpensItem(StrEnum):
    CLERIC = "cleric"
    MAGE = "mage"
    RANGER = "ranger"
    ROGUE = "rogue"
    WARRIOR = "warrior"

    def __str__(self) -> str:
        return str(self.value)
