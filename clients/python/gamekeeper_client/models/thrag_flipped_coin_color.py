from enum import StrEnum


class ThragFlippedCoinColor(StrEnum):
    BLUE = "blue"
    GREEN = "green"
    RED = "red"

    def __str__(self) -> str:
        return str(self.value)
