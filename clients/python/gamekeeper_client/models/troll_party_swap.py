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

T = TypeVar("T", bound="TrollPartySwap")


@_attrs_define
class TrollPartySwap:
    """
    Attributes:
        card (str): a card id as GET /v1/games/troll-party lists it, e.g. purple-6-lose
        seat (int): 0-based seat number
        type_ (Literal['swap']):  Default: 'swap'.
    """

    card: str
    seat: int
    type_: Literal["swap"] = "swap"

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

        type_ = cast(Literal["swap"], d.pop("type"))
        if type_ != "swap":
            raise ValueError(f"type must match const 'swap', got '{type_}'")

        troll_party_swap = cls(
            card=card,
            seat=seat,
            type_=type_,
        )

        return troll_party_swap
