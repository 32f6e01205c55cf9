from enum import StrEnum


class DraggmarLocationEventType(StrEnum):
    RUN = "run"
    RUN_FAILED = "run_failed"

    def __str__(self) -> str:
        return str(self.value)
