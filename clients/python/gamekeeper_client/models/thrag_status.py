from enum import StrEnum


class ThragStatus(StrEnum):
    DEFEAT = "defeat"
    ONGOING = "ongoing"
    VICTORY = "victory"

    def __str__(self) -> str:
        return str(self.value)
