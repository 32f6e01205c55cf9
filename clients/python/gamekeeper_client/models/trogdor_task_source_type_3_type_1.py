from enum import StrEnum


class TrogdorTaskSourceType3Type1(StrEnum):
    ARCHER = "archer"
    KNIGHT = "knight"
    TROGDOR = "trogdor"

    def __str__(self) -> str:
        return str(self.value)
