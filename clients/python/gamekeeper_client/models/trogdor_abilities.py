from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TrogdorAbilities")


@_attrs_define
class TrogdorAbilities:
    """
    Attributes:
        card (None | str): the card played; null before, 'discard' for 5 AP
        flips (int | Unset):  Default: 0.
        used (list[str] | Unset): used this turn: card abilities, the ids of the items used (each once a turn, T49),
            'trade' (Yubbitz, T50)
    """

    card: None | str
    flips: int | Unset = 0
    used: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card: None | str
        card = self.card

        flips = self.flips

        used: list[str] | Unset = UNSET
        if not isinstance(self.used, Unset):
            used = self.used

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
            }
        )
        if flips is not UNSET:
            field_dict["flips"] = flips
        if used is not UNSET:
            field_dict["used"] = used

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))

        flips = d.pop("flips", UNSET)

        used = cast(list[str], d.pop("used", UNSET))

        trogdor_abilities = cls(
            card=card,
            flips=flips,
            used=used,
        )

        trogdor_abilities.additional_properties = d
        return trogdor_abilities

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
