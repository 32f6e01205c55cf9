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

T = TypeVar("T", bound="TrollPartyOrderTies")


@_attrs_define
class TrollPartyOrderTies:
    """
    Attributes:
        order (list[int]): the bands' cards, highest first
        seat (int): 0-based seat number
        type_ (Literal['order_ties']):  Default: 'order_ties'.
    """

    order: list[int]
    seat: int
    type_: Literal["order_ties"] = "order_ties"

    def to_dict(self) -> dict[str, Any]:
        order = self.order

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "order": order,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        order = cast(list[int], d.pop("order"))

        seat = d.pop("seat")

        type_ = cast(Literal["order_ties"], d.pop("type"))
        if type_ != "order_ties":
            raise ValueError(f"type must match const 'order_ties', got '{type_}'")

        troll_party_order_ties = cls(
            order=order,
            seat=seat,
            type_=type_,
        )

        return troll_party_order_ties
