from enum import StrEnum


class BossInputFaction(StrEnum):
    BANDITS = "bandits"
    DEMONS = "demons"
    GREENSKINS = "greenskins"
    UNDEAD = "undead"

    def __str__(self) -> str:
        return str(self.value)
