from enum import StrEnum


class DraggmarGroupResult(StrEnum):
    BOSS = "boss"
    DEATH_MAGE = "death_mage"
    EXHAUSTED = "exhausted"
    FAILED = "failed"
    LEFT = "left"
    RIFT = "rift"

    def __str__(self) -> str:
        return str(self.value)
