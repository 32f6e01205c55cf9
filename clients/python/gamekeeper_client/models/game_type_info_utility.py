from enum import StrEnum


class GameTypeInfoUtility(StrEnum):
    COMPETITIVE = "competitive"
    COOPERATIVE = "cooperative"
    SINGLE_PLAYER = "single-player"

    def __str__(self) -> str:
        return str(self.value)
