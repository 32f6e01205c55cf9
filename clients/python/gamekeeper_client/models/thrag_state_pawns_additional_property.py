from enum import StrEnum


class ThragStatePawnsAdditionalProperty(StrEnum):
    BLACK = "black"
    SPENT = "spent"
    UNUSED = "unused"

    def __str__(self) -> str:
        return str(self.value)
