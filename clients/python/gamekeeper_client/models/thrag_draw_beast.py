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

T = TypeVar("T", bound="ThragDrawBeast")


@_attrs_define
class ThragDrawBeast:
    """
    Attributes:
        color (ThragColor):
        type_ (Literal['draw_beast']):  Default: 'draw_beast'.
        value (int): 1 is ace
    """

    color: ThragColor
    value: int
    type_: Literal["draw_beast"] = "draw_beast"

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

        type_ = cast(Literal["draw_beast"], d.pop("type"))
        if type_ != "draw_beast":
            raise ValueError(f"type must match const 'draw_beast', got '{type_}'")

        value = d.pop("value")

        thrag_draw_beast = cls(
            color=color,
            type_=type_,
            value=value,
        )

        return thrag_draw_beast
