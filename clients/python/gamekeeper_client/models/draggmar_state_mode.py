from enum import StrEnum


class DraggmarStateMode(StrEnum):
    DIGITAL = "digital"
    TABLE = "table"

    def __str__(self) -> str:
        return str(self.value)
