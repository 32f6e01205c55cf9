from enum import StrEnum


class DraggmarAttackNeedRoomEventType(StrEnum):
    KILL = "kill"
    SURVIVE = "survive"

    def __str__(self) -> str:
        return str(self.value)
