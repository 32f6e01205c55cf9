from enum import StrEnum


class TrollPartyBreakdownRoundType1(StrEnum):
    FINAL = "final"

    def __str__(self) -> str:
        return str(self.value)
