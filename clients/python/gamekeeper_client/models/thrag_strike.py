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

from ..types import UNSET, Unset

T = TypeVar("T", bound="ThragStrike")


@_attrs_define
class ThragStrike:
    """
    Attributes:
        type_ (Literal['strike']):  Default: 'strike'.
        seat (int | Unset): Thrag is seat 0 Default: 0.
    """

    type_: Literal["strike"] = "strike"
    seat: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["strike"], d.pop("type"))
        if type_ != "strike":
            raise ValueError(f"type must match const 'strike', got '{type_}'")

        seat = d.pop("seat", UNSET)

        thrag_strike = cls(
            type_=type_,
            seat=seat,
        )

        return thrag_strike
