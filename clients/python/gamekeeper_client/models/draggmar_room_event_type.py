from enum import StrEnum


class DraggmarRoomEventType(StrEnum):
    CHEST = "chest"
    CHEST_LEFT = "chest_left"
    CHEST_SKIPPED = "chest_skipped"
    HALL = "hall"
    REROLL = "reroll"
    ROOM_AHEAD = "room_ahead"
    SKIPPED = "skipped"
    TRAP = "trap"
    TRAP_DISARMED = "trap_disarmed"

    def __str__(self) -> str:
        return str(self.value)
