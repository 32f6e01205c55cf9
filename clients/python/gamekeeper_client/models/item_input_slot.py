from enum import StrEnum


class ItemInputSlot(StrEnum):
    ARMOR = "armor"
    NONE = "none"
    SHIELD = "shield"
    WEAPON = "weapon"

    def __str__(self) -> str:
        return str(self.value)
