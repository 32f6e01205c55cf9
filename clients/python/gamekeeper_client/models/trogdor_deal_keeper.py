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

T = TypeVar("T", bound="TrogdorDealKeeper")


@_attrs_define
class TrogdorDealKeeper:
    """
    Attributes:
        keeper (str):
        to_seat (int): 0-based seat number
        type_ (Literal['deal_keeper']):  Default: 'deal_keeper'.
    """

    keeper: str
    to_seat: int
    type_: Literal["deal_keeper"] = "deal_keeper"

    def to_dict(self) -> dict[str, Any]:
        keeper = self.keeper

        to_seat = self.to_seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "keeper": keeper,
                "to_seat": to_seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        keeper = d.pop("keeper")

        to_seat = d.pop("to_seat")

        type_ = cast(Literal["deal_keeper"], d.pop("type"))
        if type_ != "deal_keeper":
            raise ValueError(f"type must match const 'deal_keeper', got '{type_}'")

        trogdor_deal_keeper = cls(
            keeper=keeper,
            to_seat=to_seat,
            type_=type_,
        )

        return trogdor_deal_keeper
