from enum import StrEnum


class ThragFightMoveBeast(StrEnum):
    BLUE = "blue"
    GREEN = "green"
    RED = "red"

    def __str__(self) -> str:
        return str(self.value)
