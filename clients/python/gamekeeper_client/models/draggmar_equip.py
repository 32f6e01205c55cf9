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

T = TypeVar("T", bound="DraggmarEquip")


@_attrs_define
class DraggmarEquip:
    """
    Attributes:
        hero (str): a card id of the pack, or "hidden": a card the reader may not see (D9)
        item (str): a card id of the pack, or "hidden": a card the reader may not see (D9)
        seat (int): 0-based seat number
        type_ (Literal['equip']):  Default: 'equip'.
    """

    hero: str
    item: str
    seat: int
    type_: Literal["equip"] = "equip"

    def to_dict(self) -> dict[str, Any]:
        hero = self.hero

        item = self.item

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hero": hero,
                "item": item,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        hero = d.pop("hero")

        item = d.pop("item")

        seat = d.pop("seat")

        type_ = cast(Literal["equip"], d.pop("type"))
        if type_ != "equip":
            raise ValueError(f"type must match const 'equip', got '{type_}'")

        draggmar_equip = cls(
            hero=hero,
            item=item,
            seat=seat,
            type_=type_,
        )

        return draggmar_equip
