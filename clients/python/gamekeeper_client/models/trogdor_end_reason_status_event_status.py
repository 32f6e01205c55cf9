from enum import StrEnum


class TrogdorEndReasonStatusEventStatus(StrEnum):
    DEFEAT = "defeat"
    PETITE_VICTORY = "petite_victory"
    TURN_LIMIT = "turn_limit"
    VICTORY = "victory"

    def __str__(self) -> str:
        return str(self.value)
