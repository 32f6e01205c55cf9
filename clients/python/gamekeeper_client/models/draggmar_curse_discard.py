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

T = TypeVar("T", bound="DraggmarCurseDiscard")


@_attrs_define
class DraggmarCurseDiscard:
    """
    Attributes:
        item (str): a card id of the pack, or "hidden": a card the reader may not see (D9)
        seat (int): 0-based seat number
        type_ (Literal['curse_discard']):  Default: 'curse_discard'.
    """

    item: str
    seat: int
    type_: Literal["curse_discard"] = "curse_discard"

    def to_dict(self) -> dict[str, Any]:
        item = self.item

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "item": item,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        item = d.pop("item")

        seat = d.pop("seat")

        type_ = cast(Literal["curse_discard"], d.pop("type"))
        if type_ != "curse_discard":
            raise ValueError(f"type must match const 'curse_discard', got '{type_}'")

        draggmar_curse_discard = cls(
            item=item,
            seat=seat,
            type_=type_,
        )

        return draggmar_curse_discard
