from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.thrag_state_pawns_additional_property import (
    ThragStatePawnsAdditionalProperty,
)

T = TypeVar("T", bound="ThragStatePawns")


@_attrs_define
class ThragStatePawns:
    """red, green, blue: those in play (options.weapons)"""

    additional_properties: dict[str, ThragStatePawnsAdditionalProperty] = _attrs_field(
        init=False, factory=dict
    )

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.value

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        thrag_state_pawns = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = ThragStatePawnsAdditionalProperty(prop_dict)

            additional_properties[prop_name] = additional_property

        thrag_state_pawns.additional_properties = additional_properties
        return thrag_state_pawns

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> ThragStatePawnsAdditionalProperty:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: ThragStatePawnsAdditionalProperty) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
