from enum import StrEnum


class DraggmarSlot(StrEnum):
    ARMOR = "armor"
    SHIELD = "shield"
    WEAPON = "weapon"

    def __str__(self) -> str:
        return str(self.value)
