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

T = TypeVar("T", bound="TrogdorHide")


@_attrs_define
class TrogdorHide:
    """
    Attributes:
        seat (int): 0-based seat number
        type_ (Literal['hide']):  Default: 'hide'.
    """

    seat: int
    type_: Literal["hide"] = "hide"

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

        type_ = cast(Literal["hide"], d.pop("type"))
        if type_ != "hide":
            raise ValueError(f"type must match const 'hide', got '{type_}'")

        trogdor_hide = cls(
            seat=seat,
            type_=type_,
        )

        return trogdor_hide
