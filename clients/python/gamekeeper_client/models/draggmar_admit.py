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

T = TypeVar("T", bound="DraggmarAdmit")


@_attrs_define
class DraggmarAdmit:
    """
    Attributes:
        asker (int): 0-based seat number
        seat (int): 0-based seat number
        type_ (Literal['admit']):  Default: 'admit'.
    """

    asker: int
    seat: int
    type_: Literal["admit"] = "admit"

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

        type_ = cast(Literal["admit"], d.pop("type"))
        if type_ != "admit":
            raise ValueError(f"type must match const 'admit', got '{type_}'")

        draggmar_admit = cls(
            asker=asker,
            seat=seat,
            type_=type_,
        )

        return draggmar_admit
