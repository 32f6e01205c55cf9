from enum import StrEnum


class TrogdorTaskTask(StrEnum):
    ACTIONS = "actions"
    ARCHER = "archer"
    BOARD_DRAW = "board_draw"
    BURN = "burn"
    CHOOSE = "choose"
    DEAL_CARD = "deal_card"
    DEAL_ITEM = "deal_item"
    DEAL_KEEPER = "deal_keeper"
    DRAW = "draw"
    END_TURN = "end_turn"
    FLASK = "flask"
    HAMMER = "hammer"
    HAMMER_BOARD = "hammer_board"
    HAMMER_MOVE = "hammer_move"
    KNIGHT = "knight"
    PATH_O = "path_o"
    PEASANTS = "peasants"
    POST = "post"
    POUCH = "pouch"
    PRE = "pre"
    PROTECT = "protect"
    RAGE = "rage"
    SPAWN = "spawn"
    SPAWN_CHOICE = "spawn_choice"
    START_TURN = "start_turn"
    TRADE = "trade"

    def __str__(self) -> str:
        return str(self.value)
