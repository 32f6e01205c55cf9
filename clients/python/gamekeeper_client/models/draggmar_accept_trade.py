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

T = TypeVar("T", bound="DraggmarAcceptTrade")


@_attrs_define
class DraggmarAcceptTrade:
    """
    Attributes:
        offerer (int): 0-based seat number
        seat (int): 0-based seat number
        type_ (Literal['accept_trade']):  Default: 'accept_trade'.
        take (None | str | Unset):
    """

    offerer: int
    seat: int
    type_: Literal["accept_trade"] = "accept_trade"
    take: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        offerer = self.offerer

        seat = self.seat

        type_ = self.type_

        take: None | str | Unset
        if isinstance(self.take, Unset):
            take = UNSET
        else:
            take = self.take

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "offerer": offerer,
                "seat": seat,
                "type": type_,
            }
        )
        if take is not UNSET:
            field_dict["take"] = take

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        offerer = d.pop("offerer")

        seat = d.pop("seat")

        type_ = cast(Literal["accept_trade"], d.pop("type"))
        if type_ != "accept_trade":
            raise ValueError(f"type must match const 'accept_trade', got '{type_}'")

        def _parse_take(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        take = _parse_take(d.pop("take", UNSET))

        draggmar_accept_trade = cls(
            offerer=offerer,
            seat=seat,
            type_=type_,
            take=take,
        )

        return draggmar_accept_trade
