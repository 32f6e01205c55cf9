from enum import StrEnum


class TrogdorItemSeatEventType(StrEnum):
    ITEM_DEALT = "item_dealt"
    ITEM_RECHARGED = "item_recharged"
    ITEM_USED = "item_used"

    def __str__(self) -> str:
        return str(self.value)
