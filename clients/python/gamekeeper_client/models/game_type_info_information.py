from enum import StrEnum


class GameTypeInfoInformation(StrEnum):
    IMPERFECT = "imperfect"
    PERFECT = "perfect"

    def __str__(self) -> str:
        return str(self.value)
