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

from ..models.extra_slot_input_slot import ExtraSlotInputSlot

T = TypeVar("T", bound="ExtraSlotInput")


@_attrs_define
class ExtraSlotInput:
    """
    Attributes:
        effect (Literal['extra_slot']):
        slot (ExtraSlotInputSlot):
    """

    effect: Literal["extra_slot"]
    slot: ExtraSlotInputSlot

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

        slot = ExtraSlotInputSlot(d.pop("slot"))

        extra_slot_input = cls(
            effect=effect,
            slot=slot,
        )

        return extra_slot_input
