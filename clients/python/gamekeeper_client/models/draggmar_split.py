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

T = TypeVar("T", bound="DraggmarSplit")


@_attrs_define
class DraggmarSplit:
    """
    Attributes:
        seat (int): 0-based seat number
        seats (list[int]):
        type_ (Literal['split']):  Default: 'split'.
    """

    seat: int
    seats: list[int]
    type_: Literal["split"] = "split"

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        seats = self.seats

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "seats": seats,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        seats = cast(list[int], d.pop("seats"))

        type_ = cast(Literal["split"], d.pop("type"))
        if type_ != "split":
            raise ValueError(f"type must match const 'split', got '{type_}'")

        draggmar_split = cls(
            seat=seat,
            seats=seats,
            type_=type_,
        )

        return draggmar_split
