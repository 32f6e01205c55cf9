from enum import StrEnum


class TrogdorTextEventType(StrEnum):
    ACTIONS_ENDED = "actions_ended"
    ACTION_RESHUFFLED = "action_reshuffled"
    ARROWED = "arrowed"
    DAISIES = "daisies"
    FIERY_RAGE = "fiery_rage"
    MOVEMENT_RESHUFFLED = "movement_reshuffled"
    NO_REPAIR = "no_repair"
    SPAWN_NONE = "spawn_none"
    TROGHAMMER_AGAIN = "troghammer_again"
    TROGHAMMER_ENTERS = "troghammer_enters"
    TROGHAMMER_SHUFFLED_IN = "troghammer_shuffled_in"

    def __str__(self) -> str:
        return str(self.value)
