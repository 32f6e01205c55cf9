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

T = TypeVar("T", bound="DraggmarWithdrawTrade")


@_attrs_define
class DraggmarWithdrawTrade:
    """
    Attributes:
        seat (int): 0-based seat number
        type_ (Literal['withdraw_trade']):  Default: 'withdraw_trade'.
    """

    seat: int
    type_: Literal["withdraw_trade"] = "withdraw_trade"

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = cast(Literal["withdraw_trade"], d.pop("type"))
        if type_ != "withdraw_trade":
            raise ValueError(f"type must match const 'withdraw_trade', got '{type_}'")

        draggmar_withdraw_trade = cls(
            seat=seat,
            type_=type_,
        )

        return draggmar_withdraw_trade
