from enum import StrEnum


class RiftInputKind(StrEnum):
    GENERAL = "general"
    PORTAL = "portal"
    UNDEAD = "undead"

    def __str__(self) -> str:
        return str(self.value)
