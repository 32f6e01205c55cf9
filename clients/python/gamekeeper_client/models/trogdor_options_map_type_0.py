from enum import StrEnum


class TrogdorOptionsMapType0(StrEnum):
    EASY = "easy"
    HARD = "hard"
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
