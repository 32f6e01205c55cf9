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

from ..models.draggmar_extra_slot_slot import DraggmarExtraSlotSlot

T = TypeVar("T", bound="DraggmarExtraSlot")


@_attrs_define
class DraggmarExtraSlot:
    """
    Attributes:
        effect (Literal['extra_slot']):
        slot (DraggmarExtraSlotSlot):
    """

    effect: Literal["extra_slot"]
    slot: DraggmarExtraSlotSlot

    def to_dict(self) -> dict[str, Any]:
        effect = self.effect

        slot = self.slot.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "effect": effect,
                "slot": slot,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        effect = cast(Literal["extra_slot"], d.pop("effect"))
        if effect != "extra_slot":
            raise ValueError(f"effect must match const 'extra_slot', got '{effect}'")

        slot = DraggmarExtraSlotSlot(d.pop("slot"))

        draggmar_extra_slot = cls(
            effect=effect,
            slot=slot,
        )

        return draggmar_extra_slot
