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

T = TypeVar("T", bound="DraggmarDrawCurseEffect")


@_attrs_define
class DraggmarDrawCurseEffect:
    """
    Attributes:
        effect (Literal['draw_curse']):
        count (int | Unset):  Default: 1.
    """

    effect: Literal["draw_curse"]
    count: int | Unset = 1

    def to_dict(self) -> dict[str, Any]:
        effect = self.effect

        count = self.count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "effect": effect,
            }
        )
        if count is not UNSET:
            field_dict["count"] = count

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        effect = cast(Literal["draw_curse"], d.pop("effect"))
        if effect != "draw_curse":
            raise ValueError(f"effect must match const 'draw_curse', got '{effect}'")

        count = d.pop("count", UNSET)

        draggmar_draw_curse_effect = cls(
            effect=effect,
            count=count,
        )

        return draggmar_draw_curse_effect
