from enum import StrEnum


class TrogdorSourceEventType(StrEnum):
    DAMAGE_PREVENTED = "damage_prevented"
    TROGDOR_DIED = "trogdor_died"

    def __str__(self) -> str:
        return str(self.value)
