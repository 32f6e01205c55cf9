from enum import StrEnum


class TrollPartySeatEventType(StrEnum):
    CARDS_PLACED = "cards_placed"
    FIRST_PLAYER = "first_player"
    MARKER_PASSED = "marker_passed"
    PURPLE_DECLINED = "purple_declined"

    def __str__(self) -> str:
        return str(self.value)
