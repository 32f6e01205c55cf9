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

T = TypeVar("T", bound="DraggmarScout")


@_attrs_define
class DraggmarScout:
    """
    Attributes:
        location (int): a dungeon location, 1-15
        seat (int): 0-based seat number
        type_ (Literal['scout']):  Default: 'scout'.
    """

    location: int
    seat: int
    type_: Literal["scout"] = "scout"

    def to_dict(self) -> dict[str, Any]:
        location = self.location

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "location": location,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        location = d.pop("location")

        seat = d.pop("seat")

        type_ = cast(Literal["scout"], d.pop("type"))
        if type_ != "scout":
            raise ValueError(f"type must match const 'scout', got '{type_}'")

        draggmar_scout = cls(
            location=location,
            seat=seat,
            type_=type_,
        )

        return draggmar_scout
