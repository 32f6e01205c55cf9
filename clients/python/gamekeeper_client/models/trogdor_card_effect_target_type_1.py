from enum import StrEnum


class TrogdorCardEffectTargetType1(StrEnum):
    COTTAGE = "cottage"
    PEASANT = "peasant"
    TILE = "tile"

    def __str__(self) -> str:
        return str(self.value)
