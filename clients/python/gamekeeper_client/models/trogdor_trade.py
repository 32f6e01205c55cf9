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

T = TypeVar("T", bound="TrogdorTrade")


@_attrs_define
class TrogdorTrade:
    """
    Attributes:
        give (str):
        seat (int): 0-based seat number
        take (str):
        type_ (Literal['trade']):  Default: 'trade'.
        with_seat (int): 0-based seat number
    """

    give: str
    seat: int
    take: str
    with_seat: int
    type_: Literal["trade"] = "trade"

    def to_dict(self) -> dict[str, Any]:
        give = self.give

        seat = self.seat

        take = self.take

        type_ = self.type_

        with_seat = self.with_seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "give": give,
                "seat": seat,
                "take": take,
                "type": type_,
                "with_seat": with_seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        give = d.pop("give")

        seat = d.pop("seat")

        take = d.pop("take")

        type_ = cast(Literal["trade"], d.pop("type"))
        if type_ != "trade":
            raise ValueError(f"type must match const 'trade', got '{type_}'")

        with_seat = d.pop("with_seat")

        trogdor_trade = cls(
            give=give,
            seat=seat,
            take=take,
            type_=type_,
            with_seat=with_seat,
        )

        return trogdor_trade
