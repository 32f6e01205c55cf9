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

T = TypeVar("T", bound="DraggmarRefuse")


@_attrs_define
class DraggmarRefuse:
    """
    Attributes:
        asker (int): 0-based seat number
        seat (int): 0-based seat number
        type_ (Literal['refuse']):  Default: 'refuse'.
    """

    asker: int
    seat: int
    type_: Literal["refuse"] = "refuse"

    def to_dict(self) -> dict[str, Any]:
        asker = self.asker

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "asker": asker,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        asker = d.pop("asker")

        seat = d.pop("seat")

        type_ = cast(Literal["refuse"], d.pop("type"))
        if type_ != "refuse":
            raise ValueError(f"type must match const 'refuse', got '{type_}'")

        draggmar_refuse = cls(
            asker=asker,
            seat=seat,
            type_=type_,
        )

        return draggmar_refuse
