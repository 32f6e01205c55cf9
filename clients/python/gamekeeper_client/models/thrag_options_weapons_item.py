from enum import StrEnum


class ThragOptionsWeaponsItem(StrEnum):
    BLUE = "blue"
    GREEN = "green"
    RED = "red"

    def __str__(self) -> str:
        return str(self.value)
