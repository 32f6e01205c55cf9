from enum import StrEnum


class ThragStateStatus(StrEnum):
    DEFEAT = "defeat"
    ONGOING = "ongoing"
    VICTORY = "victory"

    def __str__(self) -> str:
        return str(self.value)
