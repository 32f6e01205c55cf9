from enum import StrEnum


class HintStatus(StrEnum):
    CANCELED = "canceled"
    FAILED = "failed"
    FINISHED = "finished"
    QUEUED = "queued"
    STARTED = "started"

    def __str__(self) -> str:
        return str(self.value)
