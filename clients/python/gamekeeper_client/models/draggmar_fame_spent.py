from enum import StrEnum


class DraggmarFameSpent(StrEnum):
    ATTACK = "attack"
    DEFENSE = "defense"

    def __str__(self) -> str:
        return str(self.value)
