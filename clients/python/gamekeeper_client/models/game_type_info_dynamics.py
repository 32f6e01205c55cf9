from enum import StrEnum


class GameTypeInfoDynamics(StrEnum):
    SEQUENTIAL = "sequential"
    SIMULTANEOUS = "simultaneous"

    def __str__(self) -> str:
        return str(self.value)
