from enum import StrEnum


class TrollPartyEffect(StrEnum):
    GAIN = "gain"
    GAIN2 = "gain2"
    LOSE = "lose"

    def __str__(self) -> str:
        return str(self.value)
