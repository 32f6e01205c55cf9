from enum import StrEnum


class DraggmarLocationEventType(StrEnum):
    PORTAL = "portal"
    RIFT_OPENED = "rift_opened"
    RUN = "run"
    RUN_FAILED = "run_failed"
    VELOS_KILLED = "velos_killed"

    def __str__(self) -> str:
        return str(self.value)
