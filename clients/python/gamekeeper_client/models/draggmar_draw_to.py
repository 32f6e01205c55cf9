from enum import StrEnum


class DraggmarDrawTo(StrEnum):
    AHEAD = "ahead"
    BOUGHT = "bought"
    CURSE = "curse"
    FIRST = "first"
    HAND = "hand"
    MARKET = "market"
    REDRAWN = "redrawn"
    REROLL = "reroll"
    REWARD = "reward"
    ROOM = "room"
    TOKEN = "token"

    def __str__(self) -> str:
        return str(self.value)
