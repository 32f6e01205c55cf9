from enum import StrEnum


class DraggmarStatus(StrEnum):
    LOST = "lost"
    ONGOING = "ongoing"
    ROUND_LIMIT = "round_limit"
    WON = "won"

    def __str__(self) -> str:
        return str(self.value)
