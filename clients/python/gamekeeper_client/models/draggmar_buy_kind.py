from enum import StrEnum


class DraggmarBuyKind(StrEnum):
    HERO = "hero"
    ITEM = "item"

    def __str__(self) -> str:
        return str(self.value)
