from enum import StrEnum


class TrogdorPendingChanceType(StrEnum):
    DEAL_ITEM = "deal_item"
    DEAL_KEEPER = "deal_keeper"
    DRAW_ACTION_CARD = "draw_action_card"
    DRAW_MOVEMENT_CARD = "draw_movement_card"

    def __str__(self) -> str:
        return str(self.value)
