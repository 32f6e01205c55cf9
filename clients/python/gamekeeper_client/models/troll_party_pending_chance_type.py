from enum import StrEnum


class TrollPartyPendingChanceType(StrEnum):
    CHOOSE_FIRST_PLAYER = "choose_first_player"
    DEAL_DUMMY = "deal_dummy"

    def __str__(self) -> str:
        return str(self.value)
