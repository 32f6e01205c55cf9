from enum import StrEnum


class DraggmarHintRequestKind(StrEnum):
    EQUIP = "equip"
    ROUTE = "route"

    def __str__(self) -> str:
        return str(self.value)
