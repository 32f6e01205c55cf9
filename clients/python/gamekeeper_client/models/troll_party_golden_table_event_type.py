from enum import StrEnum


class TrollPartyGoldenTableEventType(StrEnum):
    GOAT_RETURNED = "goat_returned"
    GOAT_TAKEN = "goat_taken"

    def __str__(self) -> str:
        return str(self.value)
