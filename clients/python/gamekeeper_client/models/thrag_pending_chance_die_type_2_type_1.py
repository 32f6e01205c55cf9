from enum import StrEnum


class ThragPendingChanceDieType2Type1(StrEnum):
    BLACK = "black"
    BLUE = "blue"
    GREEN = "green"
    RED = "red"

    def __str__(self) -> str:
        return str(self.value)
