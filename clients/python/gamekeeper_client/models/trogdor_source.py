from enum import StrEnum


class TrogdorSource(StrEnum):
    ARCHER = "archer"
    KNIGHT = "knight"
    TROGDOR = "trogdor"

    def __str__(self) -> str:
        return str(self.value)
