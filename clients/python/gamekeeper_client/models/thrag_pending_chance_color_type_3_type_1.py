from enum import StrEnum


class ThragPendingChanceColorType3Type1(StrEnum):
    BLUE = "blue"
    GREEN = "green"
    RED = "red"

    def __str__(self) -> str:
        return str(self.value)
