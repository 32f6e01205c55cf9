from enum import StrEnum


class TrogdorStateMode(StrEnum):
    DIGITAL = "digital"
    TABLE = "table"

    def __str__(self) -> str:
        return str(self.value)
