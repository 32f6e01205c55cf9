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

T = TypeVar("T", bound="TrogdorChooseCard")


@_attrs_define
class TrogdorChooseCard:
    """
    Attributes:
        card (str):
        seat (int): 0-based seat number
        type_ (Literal['choose_card']):  Default: 'choose_card'.
    """

    card: str
    seat: int
    type_: Literal["choose_card"] = "choose_card"

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

        type_ = cast(Literal["choose_card"], d.pop("type"))
        if type_ != "choose_card":
            raise ValueError(f"type must match const 'choose_card', got '{type_}'")

        trogdor_choose_card = cls(
            card=card,
            seat=seat,
            type_=type_,
        )

        return trogdor_choose_card
