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

T = TypeVar("T", bound="ThragFlipCoin")


@_attrs_define
class ThragFlipCoin:
    """
    Attributes:
        color (ThragColor):
        type_ (Literal['flip_coin']):  Default: 'flip_coin'.
        seat (int | Unset): Thrag is seat 0 Default: 0.
    """

    color: ThragColor
    type_: Literal["flip_coin"] = "flip_coin"
    seat: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        color = self.color.value

        type_ = self.type_

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "color": color,
                "type": type_,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        color = ThragColor(d.pop("color"))

        type_ = cast(Literal["flip_coin"], d.pop("type"))
        if type_ != "flip_coin":
            raise ValueError(f"type must match const 'flip_coin', got '{type_}'")

        seat = d.pop("seat", UNSET)

        thrag_flip_coin = cls(
            color=color,
            type_=type_,
            seat=seat,
        )

        return thrag_flip_coin
