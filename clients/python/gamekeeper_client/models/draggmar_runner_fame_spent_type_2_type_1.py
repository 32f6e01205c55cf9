from enum import StrEnum


class DraggmarRunnerFameSpentType2Type1(StrEnum):
    ATTACK = "attack"
    DEFENSE = "defense"

    def __str__(self) -> str:
        return str(self.value)
