from enum import StrEnum


class ExtraSlotSlot(StrEnum):
    ARMOR = "armor"
    SHIELD = "shield"
    WEAPON = "weapon"

    def __str__(self) -> str:
        return str(self.value)
