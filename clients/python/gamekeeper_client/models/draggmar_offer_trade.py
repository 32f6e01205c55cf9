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

T = TypeVar("T", bound="DraggmarOfferTrade")


@_attrs_define
class DraggmarOfferTrade:
    """
    Attributes:
        give (str): a card id of the pack, or "hidden": a card the reader may not see (D9)
        seat (int): 0-based seat number
        to (int): 0-based seat number
        type_ (Literal['offer_trade']):  Default: 'offer_trade'.
        gift (bool | Unset): nothing is asked in return Default: False.
    """

    give: str
    seat: int
    to: int
    type_: Literal["offer_trade"] = "offer_trade"
    gift: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        give = self.give

        seat = self.seat

        to = self.to

        type_ = self.type_

        gift = self.gift

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "give": give,
                "seat": seat,
                "to": to,
                "type": type_,
            }
        )
        if gift is not UNSET:
            field_dict["gift"] = gift

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        give = d.pop("give")

        seat = d.pop("seat")

        to = d.pop("to")

        type_ = cast(Literal["offer_trade"], d.pop("type"))
        if type_ != "offer_trade":
            raise ValueError(f"type must match const 'offer_trade', got '{type_}'")

        gift = d.pop("gift", UNSET)

        draggmar_offer_trade = cls(
            give=give,
            seat=seat,
            to=to,
            type_=type_,
            gift=gift,
        )

        return draggmar_offer_trade
