from enum import StrEnum


class DraggmarItemSlot(StrEnum):
    ARMOR = "armor"
    NONE = "none"
    SHIELD = "shield"
    WEAPON = "weapon"

    def __str__(self) -> str:
        return str(self.value)
