from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.thrag_color import ThragColor
from ..types import UNSET, Unset

T = TypeVar("T", bound="ThragSpendPawn")


@_attrs_define
class ThragSpendPawn:
    """
    Attributes:
        pawn (ThragColor):
        type_ (Literal['spend_pawn']):  Default: 'spend_pawn'.
        seat (int | Unset): Thrag is seat 0 Default: 0.
    """

    pawn: ThragColor
    type_: Literal["spend_pawn"] = "spend_pawn"
    seat: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        pawn = self.pawn.value

        type_ = self.type_

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "pawn": pawn,
                "type": type_,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        pawn = ThragColor(d.pop("pawn"))

        type_ = cast(Literal["spend_pawn"], d.pop("type"))
        if type_ != "spend_pawn":
            raise ValueError(f"type must match const 'spend_pawn', got '{type_}'")

        seat = d.pop("seat", UNSET)

        thrag_spend_pawn = cls(
            pawn=pawn,
            type_=type_,
            seat=seat,
        )

        return thrag_spend_pawn
