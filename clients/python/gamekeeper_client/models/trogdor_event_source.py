from enum import StrEnum


class TrogdorEventSource(StrEnum):
    ARCHER = "archer"
    ENTER = "enter"
    KNIGHT = "knight"

    def __str__(self) -> str:
        return str(self.value)
