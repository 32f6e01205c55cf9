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

T = TypeVar("T", bound="ThragDrawHealing")


@_attrs_define
class ThragDrawHealing:
    """
    Attributes:
        type_ (Literal['draw_healing']):  Default: 'draw_healing'.
        value (int): 1 is ace
    """

    value: int
    type_: Literal["draw_healing"] = "draw_healing"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["draw_healing"], d.pop("type"))
        if type_ != "draw_healing":
            raise ValueError(f"type must match const 'draw_healing', got '{type_}'")

        value = d.pop("value")

        thrag_draw_healing = cls(
            type_=type_,
            value=value,
        )

        return thrag_draw_healing
