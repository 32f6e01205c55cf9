from enum import StrEnum


class TrollPartyStateDummyType2Type1(StrEnum):
    GREEN = "green"
    ORANGE = "orange"
    PURPLE = "purple"

    def __str__(self) -> str:
        return str(self.value)
