from enum import StrEnum


class DraggmarStatePhase(StrEnum):
    DEAL = "deal"
    HIRE = "hire"
    OVER = "over"
    RUN = "run"
    SCOUT = "scout"
    SELECT = "select"
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
