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

T = TypeVar("T", bound="TrogdorDealItem")


@_attrs_define
class TrogdorDealItem:
    """
    Attributes:
        item (str):
        to_seat (int): 0-based seat number
        type_ (Literal['deal_item']):  Default: 'deal_item'.
    """

    item: str
    to_seat: int
    type_: Literal["deal_item"] = "deal_item"

    def to_dict(self) -> dict[str, Any]:
        item = self.item

        to_seat = self.to_seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "item": item,
                "to_seat": to_seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        item = d.pop("item")

        to_seat = d.pop("to_seat")

        type_ = cast(Literal["deal_item"], d.pop("type"))
        if type_ != "deal_item":
            raise ValueError(f"type must match const 'deal_item', got '{type_}'")

        trogdor_deal_item = cls(
            item=item,
            to_seat=to_seat,
            type_=type_,
        )

        return trogdor_deal_item
