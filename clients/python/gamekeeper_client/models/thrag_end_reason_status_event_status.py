from enum import StrEnum


class ThragEndReasonStatusEventStatus(StrEnum):
    DEFEAT = "defeat"
    VICTORY = "victory"

    def __str__(self) -> str:
        return str(self.value)
