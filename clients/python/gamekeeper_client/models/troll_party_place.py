from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.troll_party_table_cards import TrollPartyTableCards


T = TypeVar("T", bound="TrollPartyPlace")


@_attrs_define
class TrollPartyPlace:
    """
    Attributes:
        cards (TrollPartyTableCards):
        seat (int): 0-based seat number
        type_ (Literal['place']):  Default: 'place'.
    """

    cards: TrollPartyTableCards
    seat: int
    type_: Literal["place"] = "place"

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards.to_dict()

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.troll_party_table_cards import TrollPartyTableCards

        d = dict(src_dict)
        cards = TrollPartyTableCards.from_dict(d.pop("cards"))

        seat = d.pop("seat")

        type_ = cast(Literal["place"], d.pop("type"))
        if type_ != "place":
            raise ValueError(f"type must match const 'place', got '{type_}'")

        troll_party_place = cls(
            cards=cards,
            seat=seat,
            type_=type_,
        )

        return troll_party_place
