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

T = TypeVar("T", bound="TrollPartyDealDummy")


@_attrs_define
class TrollPartyDealDummy:
    """
    Attributes:
        card (str): a card id as GET /v1/games/troll-party lists it, e.g. purple-6-lose
        table (int): a table, numbered like its owner's seat (2: the dummy's)
        type_ (Literal['deal_dummy']):  Default: 'deal_dummy'.
    """

    card: str
    table: int
    type_: Literal["deal_dummy"] = "deal_dummy"

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        table = self.table

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "table": table,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        table = d.pop("table")

        type_ = cast(Literal["deal_dummy"], d.pop("type"))
        if type_ != "deal_dummy":
            raise ValueError(f"type must match const 'deal_dummy', got '{type_}'")

        troll_party_deal_dummy = cls(
            card=card,
            table=table,
            type_=type_,
        )

        return troll_party_deal_dummy
