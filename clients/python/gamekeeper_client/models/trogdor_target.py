from enum import StrEnum


class TrogdorTarget(StrEnum):
    COTTAGE = "cottage"
    PEASANT = "peasant"
    TILE = "tile"

    def __str__(self) -> str:
        return str(self.value)
