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

from ..types import UNSET, Unset

T = TypeVar("T", bound="ThragStop")


@_attrs_define
class ThragStop:
    """
    Attributes:
        type_ (Literal['stop']):  Default: 'stop'.
        seat (int | Unset): Thrag is seat 0 Default: 0.
    """

    type_: Literal["stop"] = "stop"
    seat: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["stop"], d.pop("type"))
        if type_ != "stop":
            raise ValueError(f"type must match const 'stop', got '{type_}'")

        seat = d.pop("seat", UNSET)

        thrag_stop = cls(
            type_=type_,
            seat=seat,
        )

        return thrag_stop
