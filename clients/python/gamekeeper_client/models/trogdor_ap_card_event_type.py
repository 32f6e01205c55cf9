from enum import StrEnum


class TrogdorApCardEventType(StrEnum):
    CARD_DISCARDED = "card_discarded"
    CARD_PLAYED = "card_played"

    def __str__(self) -> str:
        return str(self.value)
