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

T = TypeVar("T", bound="DraggmarRerollRoom")


@_attrs_define
class DraggmarRerollRoom:
    """
    Attributes:
        effect (Literal['reroll_room']):
    """

    effect: Literal["reroll_room"]

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
        effect = cast(Literal["reroll_room"], d.pop("effect"))
        if effect != "reroll_room":
            raise ValueError(f"effect must match const 'reroll_room', got '{effect}'")

        draggmar_reroll_room = cls(
            effect=effect,
        )

        return draggmar_reroll_room
