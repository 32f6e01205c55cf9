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

T = TypeVar("T", bound="ThragPay")


@_attrs_define
class ThragPay:
    """
    Attributes:
        coins (list[int]):
        type_ (Literal['pay']):  Default: 'pay'.
        seat (int | Unset): Thrag is seat 0 Default: 0.
    """

    coins: list[int]
    type_: Literal["pay"] = "pay"
    seat: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        coins = self.coins

        type_ = self.type_

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "coins": coins,
                "type": type_,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        coins = cast(list[int], d.pop("coins"))

        type_ = cast(Literal["pay"], d.pop("type"))
        if type_ != "pay":
            raise ValueError(f"type must match const 'pay', got '{type_}'")

        seat = d.pop("seat", UNSET)

        thrag_pay = cls(
            coins=coins,
            type_=type_,
            seat=seat,
        )

        return thrag_pay
