from enum import StrEnum


class TrollPartyColor(StrEnum):
    GREEN = "green"
    ORANGE = "orange"
    PURPLE = "purple"

    def __str__(self) -> str:
        return str(self.value)
