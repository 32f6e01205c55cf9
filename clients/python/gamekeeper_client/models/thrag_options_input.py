from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.thrag_color import ThragColor
from ..types import UNSET, Unset

T = TypeVar("T", bound="ThragOptionsInput")


@_attrs_define
class ThragOptionsInput:
    """
    Attributes:
        null_value (int | Unset): what a coloured null coin adds Default: 0.
        track_coins (bool | Unset): when true, view shows which coins of each colour remain Default: False.
        weapons (list[ThragColor] | Unset): special weapons (pawns) in play
    """

    null_value: int | Unset = 0
    track_coins: bool | Unset = False
    weapons: list[ThragColor] | Unset = UNSET

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

        thrag_options_input = cls(
            null_value=null_value,
            track_coins=track_coins,
            weapons=weapons,
        )

        return thrag_options_input
