from enum import StrEnum


class BossFaction(StrEnum):
    BANDITS = "bandits"
    DEMONS = "demons"
    GREENSKINS = "greenskins"
    UNDEAD = "undead"

    def __str__(self) -> str:
        return str(self.value)
