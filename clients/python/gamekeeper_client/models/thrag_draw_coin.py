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

from ..models.thrag_color import ThragColor

T = TypeVar("T", bound="ThragDrawCoin")


@_attrs_define
class ThragDrawCoin:
    """
    Attributes:
        color (ThragColor):
        type_ (Literal['draw_coin']):  Default: 'draw_coin'.
        value (int): 0 is null, 1 is ace
    """

    color: ThragColor
    value: int
    type_: Literal["draw_coin"] = "draw_coin"

    def to_dict(self) -> dict[str, Any]:
        color = self.color.value

        type_ = self.type_

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "color": color,
                "type": type_,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        color = ThragColor(d.pop("color"))

        type_ = cast(Literal["draw_coin"], d.pop("type"))
        if type_ != "draw_coin":
            raise ValueError(f"type must match const 'draw_coin', got '{type_}'")

        value = d.pop("value")

        thrag_draw_coin = cls(
            color=color,
            type_=type_,
            value=value,
        )

        return thrag_draw_coin
