from enum import StrEnum


class DraggmarGroupOutcome(StrEnum):
    BOSS_FAILED = "boss_failed"
    PASSED = "passed"
    SKIPPED = "skipped"

    def __str__(self) -> str:
        return str(self.value)
