from enum import StrEnum


class TrogdorPosEventType(StrEnum):
    COTTAGE_BURNED = "cottage_burned"
    COTTAGE_REPAIRED = "cottage_repaired"
    HIDE = "hide"
    PEASANT_RUNS_AGAIN = "peasant_runs_again"
    PEASANT_SAVED = "peasant_saved"
    PEASANT_SPAWNED = "peasant_spawned"
    RAGE_BURN = "rage_burn"
    TILE_REPAIRED = "tile_repaired"

    def __str__(self) -> str:
        return str(self.value)
