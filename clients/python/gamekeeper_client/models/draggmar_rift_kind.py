from enum import StrEnum


class DraggmarRiftKind(StrEnum):
    GENERAL = "general"
    PORTAL = "portal"
    UNDEAD = "undead"

    def __str__(self) -> str:
        return str(self.value)
