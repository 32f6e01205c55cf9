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

T = TypeVar("T", bound="DraggmarLeaveChest")


@_attrs_define
class DraggmarLeaveChest:
    """
    Attributes:
        seat (int): 0-based seat number
        type_ (Literal['leave_chest']):  Default: 'leave_chest'.
    """

    seat: int
    type_: Literal["leave_chest"] = "leave_chest"

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

        type_ = cast(Literal["leave_chest"], d.pop("type"))
        if type_ != "leave_chest":
            raise ValueError(f"type must match const 'leave_chest', got '{type_}'")

        draggmar_leave_chest = cls(
            seat=seat,
            type_=type_,
        )

        return draggmar_leave_chest
