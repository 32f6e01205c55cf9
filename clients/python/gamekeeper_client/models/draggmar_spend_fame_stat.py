from enum import StrEnum


class DraggmarSpendFameStat(StrEnum):
    ATTACK = "attack"
    DEFENSE = "defense"

    def __str__(self) -> str:
        return str(self.value)
