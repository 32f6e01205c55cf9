from enum import StrEnum


class DraggmarFaction(StrEnum):
    BANDITS = "bandits"
    DEMONS = "demons"
    GREENSKINS = "greenskins"
    UNDEAD = "undead"

    def __str__(self) -> str:
        return str(self.value)
