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

from ..models.draggmar_buy_kind import DraggmarBuyKind

T = TypeVar("T", bound="DraggmarBuy")


@_attrs_define
class DraggmarBuy:
    """
    Attributes:
        kind (DraggmarBuyKind):
        level (int):
        seat (int): 0-based seat number
        type_ (Literal['buy']):  Default: 'buy'.
    """

    kind: DraggmarBuyKind
    level: int
    seat: int
    type_: Literal["buy"] = "buy"

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        level = self.level

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "level": level,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = DraggmarBuyKind(d.pop("kind"))

        level = d.pop("level")

        seat = d.pop("seat")

        type_ = cast(Literal["buy"], d.pop("type"))
        if type_ != "buy":
            raise ValueError(f"type must match const 'buy', got '{type_}'")

        draggmar_buy = cls(
            kind=kind,
            level=level,
            seat=seat,
            type_=type_,
        )

        return draggmar_buy
