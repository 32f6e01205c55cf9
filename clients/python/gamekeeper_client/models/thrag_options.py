from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.thrag_color import ThragColor
from ..types import UNSET, Unset

T = TypeVar("T", bound="ThragOptions")


@_attrs_define
class ThragOptions:
    """
    Attributes:
        null_value (int | Unset): what a coloured null coin adds Default: 0.
        track_coins (bool | Unset): when true, view shows which coins of each colour remain Default: False.
        weapons (list[ThragColor] | Unset): special weapons (pawns) in play
    """

    null_value: int | Unset = 0
    track_coins: bool | Unset = False
    weapons: list[ThragColor] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        null_value = self.null_value

        track_coins = self.track_coins

        weapons: list[str] | Unset = UNSET
        if not isinstance(self.weapons, Unset):
            weapons = []
            for weapons_item_data in self.weapons:
                weapons_item = weapons_item_data.value
                weapons.append(weapons_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if null_value is not UNSET:
            field_dict["null_value"] = null_value
        if track_coins is not UNSET:
            field_dict["track_coins"] = track_coins
        if weapons is not UNSET:
            field_dict["weapons"] = weapons

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        null_value = d.pop("null_value", UNSET)

        track_coins = d.pop("track_coins", UNSET)

        _weapons = d.pop("weapons", UNSET)
        weapons: list[ThragColor] | Unset = UNSET
        if _weapons is not UNSET:
            weapons = []
            for weapons_item_data in _weapons:
                weapons_item = ThragColor(weapons_item_data)

                weapons.append(weapons_item)

        thrag_options = cls(
            null_value=null_value,
            track_coins=track_coins,
            weapons=weapons,
        )

        thrag_options.additional_properties = d
        return thrag_options

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
