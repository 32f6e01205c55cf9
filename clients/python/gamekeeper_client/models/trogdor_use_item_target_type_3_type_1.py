from enum import StrEnum


class TrogdorUseItemTargetType3Type1(StrEnum):
    COTTAGE = "cottage"
    TILE = "tile"

    def __str__(self) -> str:
        return str(self.value)
