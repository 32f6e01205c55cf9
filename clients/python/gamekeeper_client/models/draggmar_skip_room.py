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

T = TypeVar("T", bound="DraggmarSkipRoom")


@_attrs_define
class DraggmarSkipRoom:
    """
    Attributes:
        effect (Literal['skip_room']):
    """

    effect: Literal["skip_room"]

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
        effect = cast(Literal["skip_room"], d.pop("effect"))
        if effect != "skip_room":
            raise ValueError(f"effect must match const 'skip_room', got '{effect}'")

        draggmar_skip_room = cls(
            effect=effect,
        )

        return draggmar_skip_room
