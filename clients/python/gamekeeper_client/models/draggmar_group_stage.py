from enum import StrEnum


class DraggmarGroupStage(StrEnum):
    AFTER = "after"
    CHEST = "chest"
    CURSES = "curses"
    DRAW = "draw"
    OVER = "over"
    PREPARE = "prepare"
    REGROUP = "regroup"
    REWARD = "reward"
    SPLIT = "split"
    UPGRADE = "upgrade"

    def __str__(self) -> str:
        return str(self.value)
