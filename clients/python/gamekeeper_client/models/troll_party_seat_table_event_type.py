from enum import StrEnum


class TrollPartySeatTableEventType(StrEnum):
    ORANGE_DECLINED = "orange_declined"
    PURPLE_PEEKED = "purple_peeked"
    PURPLE_SWAPPED = "purple_swapped"
    SCUFFLE_NULLIFIED = "scuffle_nullified"

    def __str__(self) -> str:
        return str(self.value)
