from enum import StrEnum


class ThragOptionsInputWeaponsItem(StrEnum):
    BLUE = "blue"
    GREEN = "green"
    RED = "red"

    def __str__(self) -> str:
        return str(self.value)
