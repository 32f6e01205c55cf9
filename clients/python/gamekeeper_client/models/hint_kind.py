from enum import StrEnum


class HintKind(StrEnum):
    EQUIP = "equip"
    FIGHT_PLAN = "fight-plan"
    PLACEMENT = "placement"
    ROUTE = "route"
    TURN_PLAN = "turn-plan"

    def __str__(self) -> str:
        return str(self.value)
