from enum import StrEnum


class TrollPartyBreakdownGoldenType1(StrEnum):
    CENTER = "center"

    def __str__(self) -> str:
        return str(self.value)
