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

T = TypeVar("T", bound="DraggmarStartingHand")


@_attrs_define
class DraggmarStartingHand:
    """
    Attributes:
        heroes (int):
        seat (int): 0-based seat number
        type_ (Literal['starting_hand']):  Default: 'starting_hand'.
    """

    heroes: int
    seat: int
    type_: Literal["starting_hand"] = "starting_hand"

    def to_dict(self) -> dict[str, Any]:
        heroes = self.heroes

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "heroes": heroes,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        heroes = d.pop("heroes")

        seat = d.pop("seat")

        type_ = cast(Literal["starting_hand"], d.pop("type"))
        if type_ != "starting_hand":
            raise ValueError(f"type must match const 'starting_hand', got '{type_}'")

        draggmar_starting_hand = cls(
            heroes=heroes,
            seat=seat,
            type_=type_,
        )

        return draggmar_starting_hand
