from enum import StrEnum


class TrollPartyStateStatus(StrEnum):
    FINISHED = "finished"
    ONGOING = "ongoing"

    def __str__(self) -> str:
        return str(self.value)
