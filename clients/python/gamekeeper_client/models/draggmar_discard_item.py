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

T = TypeVar("T", bound="DraggmarDiscardItem")


@_attrs_define
class DraggmarDiscardItem:
    """
    Attributes:
        effect (Literal['discard_item']):
        count (int | Unset):  Default: 1.
    """

    effect: Literal["discard_item"]
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
        effect = cast(Literal["discard_item"], d.pop("effect"))
        if effect != "discard_item":
            raise ValueError(f"effect must match const 'discard_item', got '{effect}'")

        count = d.pop("count", UNSET)

        draggmar_discard_item = cls(
            effect=effect,
            count=count,
        )

        return draggmar_discard_item
