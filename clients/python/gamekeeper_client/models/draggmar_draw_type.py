from enum import StrEnum


class DraggmarDrawType(StrEnum):
    CHOOSE_FIRST_PLAYER = "choose_first_player"
    DRAW_CARD = "draw_card"
    DRAW_CURSE = "draw_curse"
    DRAW_ROOM = "draw_room"
    REVEAL_TOKEN = "reveal_token"

    def __str__(self) -> str:
        return str(self.value)
