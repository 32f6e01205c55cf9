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

T = TypeVar("T", bound="TrogdorEndActions")


@_attrs_define
class TrogdorEndActions:
    """
    Attributes:
        seat (int): 0-based seat number
        type_ (Literal['end_actions']):  Default: 'end_actions'.
    """

    seat: int
    type_: Literal["end_actions"] = "end_actions"

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

        type_ = cast(Literal["end_actions"], d.pop("type"))
        if type_ != "end_actions":
            raise ValueError(f"type must match const 'end_actions', got '{type_}'")

        trogdor_end_actions = cls(
            seat=seat,
            type_=type_,
        )

        return trogdor_end_actions
