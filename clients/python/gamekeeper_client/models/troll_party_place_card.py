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

T = TypeVar("T", bound="TrollPartyPlaceCard")


@_attrs_define
class TrollPartyPlaceCard:
    """
    Attributes:
        card (str): a card id as GET /v1/games/troll-party lists it, e.g. purple-6-lose
        seat (int): 0-based seat number
        table (int): a table, numbered like its owner's seat (2: the dummy's)
        type_ (Literal['place_card']):  Default: 'place_card'.
    """

    card: str
    seat: int
    table: int
    type_: Literal["place_card"] = "place_card"

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        seat = self.seat

        table = self.table

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "seat": seat,
                "table": table,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        seat = d.pop("seat")

        table = d.pop("table")

        type_ = cast(Literal["place_card"], d.pop("type"))
        if type_ != "place_card":
            raise ValueError(f"type must match const 'place_card', got '{type_}'")

        troll_party_place_card = cls(
            card=card,
            seat=seat,
            table=table,
            type_=type_,
        )

        return troll_party_place_card
