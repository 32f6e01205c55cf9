from enum import StrEnum


class TrollPartyStateStage(StrEnum):
    CHOOSE_FIRST_PLAYER = "choose_first_player"
    DEAL_DUMMY = "deal_dummy"
    MOVE_GOAT = "move_goat"
    ORANGE = "orange"
    ORDER_TIES = "order_ties"
    OVER = "over"
    PLACE = "place"
    PURPLE = "purple"
    REMOVE_GOAT = "remove_goat"
    SWAP = "swap"

    def __str__(self) -> str:
        return str(self.value)
