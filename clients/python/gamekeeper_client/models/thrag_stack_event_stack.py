from enum import StrEnum


class ThragStackEventStack(StrEnum):
    BLUE = "blue"
    GREEN = "green"
    HEALING = "healing"
    RED = "red"

    def __str__(self) -> str:
        return str(self.value)
