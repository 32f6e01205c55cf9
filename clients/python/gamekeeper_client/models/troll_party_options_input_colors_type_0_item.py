from enum import StrEnum


class TrollPartyOptionsInputColorsType0Item(StrEnum):
    GREEN = "green"
    ORANGE = "orange"
    PURPLE = "purple"

    def __str__(self) -> str:
        return str(self.value)
