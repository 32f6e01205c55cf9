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

T = TypeVar("T", bound="TrogdorDiscardForAp")


@_attrs_define
class TrogdorDiscardForAp:
    """
    Attributes:
        card (str):
        seat (int): 0-based seat number
        type_ (Literal['discard_for_ap']):  Default: 'discard_for_ap'.
    """

    card: str
    seat: int
    type_: Literal["discard_for_ap"] = "discard_for_ap"

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        seat = d.pop("seat")

        type_ = cast(Literal["discard_for_ap"], d.pop("type"))
        if type_ != "discard_for_ap":
            raise ValueError(f"type must match const 'discard_for_ap', got '{type_}'")

        trogdor_discard_for_ap = cls(
            card=card,
            seat=seat,
            type_=type_,
        )

        return trogdor_discard_for_ap
