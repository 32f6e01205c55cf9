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

T = TypeVar("T", bound="DraggmarDeclineTrade")


@_attrs_define
class DraggmarDeclineTrade:
    """
    Attributes:
        offerer (int): 0-based seat number
        seat (int): 0-based seat number
        type_ (Literal['decline_trade']):  Default: 'decline_trade'.
    """

    offerer: int
    seat: int
    type_: Literal["decline_trade"] = "decline_trade"

    def to_dict(self) -> dict[str, Any]:
        offerer = self.offerer

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "offerer": offerer,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        offerer = d.pop("offerer")

        seat = d.pop("seat")

        type_ = cast(Literal["decline_trade"], d.pop("type"))
        if type_ != "decline_trade":
            raise ValueError(f"type must match const 'decline_trade', got '{type_}'")

        draggmar_decline_trade = cls(
            offerer=offerer,
            seat=seat,
            type_=type_,
        )

        return draggmar_decline_trade
