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

T = TypeVar("T", bound="DraggmarOpenChestEffect")


@_attrs_define
class DraggmarOpenChestEffect:
    """
    Attributes:
        effect (Literal['open_chest']):
    """

    effect: Literal["open_chest"]

    def to_dict(self) -> dict[str, Any]:
        effect = self.effect

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "effect": effect,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        effect = cast(Literal["open_chest"], d.pop("effect"))
        if effect != "open_chest":
            raise ValueError(f"effect must match const 'open_chest', got '{effect}'")

        draggmar_open_chest_effect = cls(
            effect=effect,
        )

        return draggmar_open_chest_effect
