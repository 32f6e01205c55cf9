from enum import StrEnum


class GameTypeInfoChance(StrEnum):
    DETERMINISTIC = "deterministic"
    EXPLICIT = "explicit"

    def __str__(self) -> str:
        return str(self.value)
