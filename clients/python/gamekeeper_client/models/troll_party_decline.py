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

T = TypeVar("T", bound="TrollPartyDecline")


@_attrs_define
class TrollPartyDecline:
    """
    Attributes:
        seat (int): 0-based seat number
        type_ (Literal['decline']):  Default: 'decline'.
    """

    seat: int
    type_: Literal["decline"] = "decline"

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

        type_ = cast(Literal["decline"], d.pop("type"))
        if type_ != "decline":
            raise ValueError(f"type must match const 'decline', got '{type_}'")

        troll_party_decline = cls(
            seat=seat,
            type_=type_,
        )

        return troll_party_decline
