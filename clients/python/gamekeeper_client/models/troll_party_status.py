from enum import StrEnum


class TrollPartyStatus(StrEnum):
    FINISHED = "finished"
    ONGOING = "ongoing"

    def __str__(self) -> str:
        return str(self.value)
