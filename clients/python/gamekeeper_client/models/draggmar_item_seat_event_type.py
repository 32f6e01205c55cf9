from enum import StrEnum


class DraggmarItemSeatEventType(StrEnum):
    CURSE_DISCARD = "curse_discard"
    EQUIPPED = "equipped"
    REDRAW = "redraw"
    REWARD_TAKEN = "reward_taken"
    UNEQUIPPED = "unequipped"

    def __str__(self) -> str:
        return str(self.value)
