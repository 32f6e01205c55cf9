from enum import StrEnum


class DraggmarRunnerFameSpentType1(StrEnum):
    ATTACK = "attack"
    DEFENSE = "defense"

    def __str__(self) -> str:
        return str(self.value)
