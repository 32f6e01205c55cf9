from enum import StrEnum


class HintKind(StrEnum):
    FIGHT_PLAN = "fight-plan"
    TURN_PLAN = "turn-plan"

    def __str__(self) -> str:
        return str(self.value)
