from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.troll_party_effect import TrollPartyEffect
from ..types import UNSET, Unset

T = TypeVar("T", bound="TrollPartyCardSpec")


@_attrs_define
class TrollPartyCardSpec:
    """
    Attributes:
        value (float): 0-13 in halves
        effect (None | TrollPartyEffect | Unset): final-card effect: gain (*), lose (**), gain2 (***) or none
    """

    value: float
    effect: None | TrollPartyEffect | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        value = self.value

        effect: None | str | Unset
        if isinstance(self.effect, Unset):
            effect = UNSET
        elif isinstance(self.effect, TrollPartyEffect):
            effect = self.effect.value
        else:
            effect = self.effect

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "value": value,
            }
        )
        if effect is not UNSET:
            field_dict["effect"] = effect

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        value = d.pop("value")

        def _parse_effect(data: object) -> None | TrollPartyEffect | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                effect_type_0 = TrollPartyEffect(data)

                return effect_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrollPartyEffect | Unset, data)

        effect = _parse_effect(d.pop("effect", UNSET))

        troll_party_card_spec = cls(
            value=value,
            effect=effect,
        )

        troll_party_card_spec.additional_properties = d
        return troll_party_card_spec

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
