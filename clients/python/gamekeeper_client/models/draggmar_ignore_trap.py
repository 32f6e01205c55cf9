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

T = TypeVar("T", bound="DraggmarIgnoreTrap")


@_attrs_define
class DraggmarIgnoreTrap:
    """
    Attributes:
        effect (Literal['ignore_trap']):
    """

    effect: Literal["ignore_trap"]

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
        effect = cast(Literal["ignore_trap"], d.pop("effect"))
        if effect != "ignore_trap":
            raise ValueError(f"effect must match const 'ignore_trap', got '{effect}'")

        draggmar_ignore_trap = cls(
            effect=effect,
        )

        return draggmar_ignore_trap
