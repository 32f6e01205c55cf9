from enum import StrEnum


class TrogdorEndReason(StrEnum):
    BURNINATED = "burninated"
    DIED = "died"
    FIERY_RAGE = "fiery_rage"
    TURN_LIMIT = "turn_limit"

    def __str__(self) -> str:
        return str(self.value)
