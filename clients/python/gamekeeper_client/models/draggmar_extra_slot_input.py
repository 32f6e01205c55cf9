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

from ..models.draggmar_slot import DraggmarSlot

T = TypeVar("T", bound="DraggmarExtraSlotInput")


@_attrs_define
class DraggmarExtraSlotInput:
    """
    Attributes:
        effect (Literal['extra_slot']):
        slot (DraggmarSlot):
    """

    effect: Literal["extra_slot"]
    slot: DraggmarSlot

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

        slot = DraggmarSlot(d.pop("slot"))

        draggmar_extra_slot_input = cls(
            effect=effect,
            slot=slot,
        )

        return draggmar_extra_slot_input
