"""Building blocks of every game's wire models: strict pydantic, no extra fields.

Strict models refuse ``"7"`` for an integer and unknown fields, so a client's typo is a clear
400 instead of a silently different request (schemathesis checks this too).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

#: the largest seed: 2^53 - 1, JavaScript's Number.MAX_SAFE_INTEGER, so that every client reads
#: a state's seed exactly (a larger one, rounded by JSON.parse, would come back as another state)
SEED_MAX = 2**53 - 1

Seat = Annotated[int, Field(ge=0, le=5, description="0-based seat number")]
Mode = Literal["digital", "table"]


class Strict(BaseModel):
    """A strict, closed, immutable model: the base of every wire model."""

    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


#: the longest ``sealed`` part accepted (base64url of a compressed, encrypted state)
SEALED_MAX = 65_536


class Envelope(Strict):
    """The fields every game's state has (API.md, ``State``)."""

    variant: str
    mode: Mode
    seed: Annotated[
        int | None,
        Field(
            ge=0,
            le=SEED_MAX,
            description="null in a sealed state: a game's seed would let anyone replay its draws",
        ),
    ]
    status: str
    to_act: Annotated[list[Seat], Field(max_length=6)]
    turn: Annotated[int, Field(ge=0, le=10_000)]
    draw_counter: Annotated[
        int, Field(ge=0, le=10_000_000, description="chance events resolved so far")
    ]
    sealed: Annotated[
        str | None,
        Field(
            default=None,
            max_length=SEALED_MAX,
            description="digital mode, games with hidden information: what some seat may not see,"
            " encrypted by the service (send it back as received)",
        ),
    ] = None
    signature: Annotated[
        str | None,
        Field(
            default=None,
            max_length=128,
            description="digital mode: HMAC-SHA256 of the state's canonical JSON, hex",
        ),
    ] = None
