from enum import StrEnum


class QualityKind(StrEnum):
    ESTIMATE = "estimate"
    OPTIMAL = "optimal"

    def __str__(self) -> str:
        return str(self.value)
