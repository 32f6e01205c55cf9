from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.hint_kind import HintKind

T = TypeVar("T", bound="HintKindInfo")


@_attrs_define
class HintKindInfo:
    """
    Attributes:
        default_budget_ms (int):
        description (str):
        max_budget_ms (int):
        name (HintKind):
    """

    default_budget_ms: int
    description: str
    max_budget_ms: int
    name: HintKind
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        default_budget_ms = self.default_budget_ms

        description = self.description

        max_budget_ms = self.max_budget_ms

        name = self.name.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "default_budget_ms": default_budget_ms,
                "description": description,
                "max_budget_ms": max_budget_ms,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        default_budget_ms = d.pop("default_budget_ms")

        description = d.pop("description")

        max_budget_ms = d.pop("max_budget_ms")

        name = HintKind(d.pop("name"))

        hint_kind_info = cls(
            default_budget_ms=default_budget_ms,
            description=description,
            max_budget_ms=max_budget_ms,
            name=name,
        )

        hint_kind_info.additional_properties = d
        return hint_kind_info

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
