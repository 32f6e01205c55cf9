from enum import StrEnum


class DraggmarSeatEventType(StrEnum):
    DEALT = "dealt"
    DONE = "done"
    ENTERED = "entered"
    FIRST_PLAYER = "first_player"
    GONE_ALONE = "gone_alone"
    HAND_CHOSEN = "hand_chosen"
    JOINED = "joined"
    JOIN_REFUSED = "join_refused"
    SCOUT = "scout"
    SKILL = "skill"
    STAY = "stay"
    TRADE_DECLINED = "trade_declined"
    TRADE_WITHDRAWN = "trade_withdrawn"

    def __str__(self) -> str:
        return str(self.value)
