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

T = TypeVar("T", bound="DraggmarTradeMarket")


@_attrs_define
class DraggmarTradeMarket:
    """
    Attributes:
        give (str): a card id of the pack, or "hidden": a card the reader may not see (D9)
        seat (int): 0-based seat number
        take (str): a card id of the pack, or "hidden": a card the reader may not see (D9)
        type_ (Literal['trade_market']):  Default: 'trade_market'.
    """

    give: str
    seat: int
    take: str
    type_: Literal["trade_market"] = "trade_market"

    def to_dict(self) -> dict[str, Any]:
        give = self.give

        seat = self.seat

        take = self.take

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "give": give,
                "seat": seat,
                "take": take,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        give = d.pop("give")

        seat = d.pop("seat")

        take = d.pop("take")

        type_ = cast(Literal["trade_market"], d.pop("type"))
        if type_ != "trade_market":
            raise ValueError(f"type must match const 'trade_market', got '{type_}'")

        draggmar_trade_market = cls(
            give=give,
            seat=seat,
            take=take,
            type_=type_,
        )

        return draggmar_trade_market
