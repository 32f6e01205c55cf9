from enum import StrEnum


class DraggmarExtraSlotSlot(StrEnum):
    ARMOR = "armor"
    SHIELD = "shield"
    WEAPON = "weapon"

    def __str__(self) -> str:
        return str(self.value)
