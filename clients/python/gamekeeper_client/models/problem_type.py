from enum import StrEnum


class ProblemType(StrEnum):
    HTTPSGAMEKEEPER_DEVPROBLEMSFORBIDDEN_SEAT = (
        "https://gamekeeper.dev/problems/forbidden-seat"
    )
    HTTPSGAMEKEEPER_DEVPROBLEMSGAME_OVER = "https://gamekeeper.dev/problems/game-over"
    HTTPSGAMEKEEPER_DEVPROBLEMSHINTS_UNAVAILABLE = (
        "https://gamekeeper.dev/problems/hints-unavailable"
    )
    HTTPSGAMEKEEPER_DEVPROBLEMSHINT_FAILED = (
        "https://gamekeeper.dev/problems/hint-failed"
    )
    HTTPSGAMEKEEPER_DEVPROBLEMSILLEGAL_MOVE = (
        "https://gamekeeper.dev/problems/illegal-move"
    )
    HTTPSGAMEKEEPER_DEVPROBLEMSINTERNAL = "https://gamekeeper.dev/problems/internal"
    HTTPSGAMEKEEPER_DEVPROBLEMSINVALID_STATE = (
        "https://gamekeeper.dev/problems/invalid-state"
    )
    HTTPSGAMEKEEPER_DEVPROBLEMSMETHOD_NOT_ALLOWED = (
        "https://gamekeeper.dev/problems/method-not-allowed"
    )
    HTTPSGAMEKEEPER_DEVPROBLEMSNOT_FOUND = "https://gamekeeper.dev/problems/not-found"
    HTTPSGAMEKEEPER_DEVPROBLEMSPAYLOAD_TOO_LARGE = (
        "https://gamekeeper.dev/problems/payload-too-large"
    )
    HTTPSGAMEKEEPER_DEVPROBLEMSPRECONDITION_FAILED = (
        "https://gamekeeper.dev/problems/precondition-failed"
    )
    HTTPSGAMEKEEPER_DEVPROBLEMSPRECONDITION_REQUIRED = (
        "https://gamekeeper.dev/problems/precondition-required"
    )
    HTTPSGAMEKEEPER_DEVPROBLEMSRATE_LIMITED = (
        "https://gamekeeper.dev/problems/rate-limited"
    )
    HTTPSGAMEKEEPER_DEVPROBLEMSTAMPERED_STATE = (
        "https://gamekeeper.dev/problems/tampered-state"
    )
    HTTPSGAMEKEEPER_DEVPROBLEMSUNSOLVABLE = "https://gamekeeper.dev/problems/unsolvable"
    HTTPSGAMEKEEPER_DEVPROBLEMSUNSUPPORTED_MEDIA_TYPE = (
        "https://gamekeeper.dev/problems/unsupported-media-type"
    )
    HTTPSGAMEKEEPER_DEVPROBLEMSVALIDATION = "https://gamekeeper.dev/problems/validation"
    HTTPSGAMEKEEPER_DEVPROBLEMSWRONG_GAME = "https://gamekeeper.dev/problems/wrong-game"

    def __str__(self) -> str:
        return str(self.value)
