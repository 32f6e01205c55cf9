from enum import StrEnum


class TrogdorToEventType(StrEnum):
    TROGDOR_JUMPED = "trogdor_jumped"
    TROGDOR_MOVED = "trogdor_moved"

    def __str__(self) -> str:
        return str(self.value)
