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

T = TypeVar("T", bound="DraggmarIgnoreTrap")


@_attrs_define
class DraggmarIgnoreTrap:
    """
    Attributes:
        effect (Literal['ignore_trap']):
    """

    effect: Literal["ignore_trap"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        effect = self.effect

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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

        draggmar_ignore_trap.additional_properties = d
        return draggmar_ignore_trap

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
