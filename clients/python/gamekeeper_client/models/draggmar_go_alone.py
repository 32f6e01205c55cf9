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

T = TypeVar("T", bound="DraggmarGoAlone")


@_attrs_define
class DraggmarGoAlone:
    """
    Attributes:
        seat (int): 0-based seat number
        type_ (Literal['go_alone']):  Default: 'go_alone'.
    """

    seat: int
    type_: Literal["go_alone"] = "go_alone"

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

        type_ = cast(Literal["go_alone"], d.pop("type"))
        if type_ != "go_alone":
            raise ValueError(f"type must match const 'go_alone', got '{type_}'")

        draggmar_go_alone = cls(
            seat=seat,
            type_=type_,
        )

        return draggmar_go_alone
