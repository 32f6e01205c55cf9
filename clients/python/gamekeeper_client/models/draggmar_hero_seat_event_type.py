from enum import StrEnum


class DraggmarHeroSeatEventType(StrEnum):
    HERO_DIED = "hero_died"
    HERO_LOST = "hero_lost"
    HERO_PLAYED = "hero_played"
    UPGRADE = "upgrade"

    def __str__(self) -> str:
        return str(self.value)
