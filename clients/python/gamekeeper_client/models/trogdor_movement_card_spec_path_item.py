from enum import StrEnum


class TrogdorMovementCardSpecPathItem(StrEnum):
    E = "E"
    N = "N"
    S = "S"
    W = "W"

    def __str__(self) -> str:
        return str(self.value)
