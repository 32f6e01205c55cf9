from enum import StrEnum


class DraggmarRunnerFameSpentType3Type1(StrEnum):
    ATTACK = "attack"
    DEFENSE = "defense"

    def __str__(self) -> str:
        return str(self.value)
