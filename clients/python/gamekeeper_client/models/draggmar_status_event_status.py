from enum import StrEnum


class DraggmarStatusEventStatus(StrEnum):
    LOST = "lost"
    ROUND_LIMIT = "round_limit"
    WON = "won"

    def __str__(self) -> str:
        return str(self.value)
