from enum import StrEnum


class TrogdorUseItemTarget(StrEnum):
    COTTAGE = "cottage"
    TILE = "tile"

    def __str__(self) -> str:
        return str(self.value)
