from enum import StrEnum


class Mode(StrEnum):
    DIGITAL = "digital"
    TABLE = "table"

    def __str__(self) -> str:
        return str(self.value)
