from enum import StrEnum


class ThragEndReason(StrEnum):
    BREAKFAST_MISSED = "breakfast-missed"
    DIED = "died"
    EXHAUSTED = "exhausted"
    VICTORY = "victory"

    def __str__(self) -> str:
        return str(self.value)
