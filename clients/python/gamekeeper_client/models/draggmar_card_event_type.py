from enum import StrEnum


class DraggmarCardEventType(StrEnum):
    MARKET = "market"
    REWARD = "reward"

    def __str__(self) -> str:
        return str(self.value)
