from enum import StrEnum


class TrollPartyStateDummyType1(StrEnum):
    GREEN = "green"
    ORANGE = "orange"
    PURPLE = "purple"

    def __str__(self) -> str:
        return str(self.value)
