from enum import StrEnum


class TrogdorStatePhase(StrEnum):
    ACTIONS = "actions"
    BOARD = "board"
    CHOOSE = "choose"
    DRAW = "draw"
    OVER = "over"
    POST_ACTIONS = "post_actions"
    PRE_ACTIONS = "pre_actions"
    RAGE = "rage"
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
