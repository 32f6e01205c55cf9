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
from attrs import field as _attrs_field

from ..models.draggmar_slot import DraggmarSlot

T = TypeVar("T", bound="DraggmarExtraSlot")


@_attrs_define
class DraggmarExtraSlot:
    """
    Attributes:
        effect (Literal['extra_slot']):
        slot (DraggmarSlot):
    """

    effect: Literal["extra_slot"]
    slot: DraggmarSlot
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        effect = self.effect

        slot = self.slot.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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

        draggmar_extra_slot = cls(
            effect=effect,
            slot=slot,
        )

        draggmar_extra_slot.additional_properties = d
        return draggmar_extra_slot

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
