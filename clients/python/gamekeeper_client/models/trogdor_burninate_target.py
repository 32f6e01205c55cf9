from enum import StrEnum


class TrogdorBurninateTarget(StrEnum):
    COTTAGE = "cottage"
    PEASANT = "peasant"
    TILE = "tile"

    def __str__(self) -> str:
        return str(self.value)
