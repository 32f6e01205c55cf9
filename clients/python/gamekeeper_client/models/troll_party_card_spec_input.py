from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.troll_party_card_spec_input_effect_type_1 import (
    TrollPartyCardSpecInputEffectType1,
)
from ..models.troll_party_card_spec_input_effect_type_2_type_1 import (
    TrollPartyCardSpecInputEffectType2Type1,
)
from ..models.troll_party_card_spec_input_effect_type_3_type_1 import (
    TrollPartyCardSpecInputEffectType3Type1,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="TrollPartyCardSpecInput")


@_attrs_define
class TrollPartyCardSpecInput:
    """
    Attributes:
        value (float): 0-13 in halves
        effect (None | TrollPartyCardSpecInputEffectType1 | TrollPartyCardSpecInputEffectType2Type1 |
            TrollPartyCardSpecInputEffectType3Type1 | Unset): final-card effect: gain (*), lose (**), gain2 (***) or none
    """

    value: float
    effect: (
        None
        | TrollPartyCardSpecInputEffectType1
        | TrollPartyCardSpecInputEffectType2Type1
        | TrollPartyCardSpecInputEffectType3Type1
        | Unset
    ) = UNSET

    def to_dict(self) -> dict[str, Any]:
        value = self.value

        effect: None | str | Unset
        if isinstance(self.effect, Unset):
            effect = UNSET
        elif (
            isinstance(self.effect, TrollPartyCardSpecInputEffectType1)
            or isinstance(self.effect, TrollPartyCardSpecInputEffectType2Type1)
            or isinstance(self.effect, TrollPartyCardSpecInputEffectType3Type1)
        ):
            effect = self.effect.value
        else:
            effect = self.effect

        field_dict: dict[str, Any] = {}

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

        def _parse_effect(
            data: object,
        ) -> (
            None
            | TrollPartyCardSpecInputEffectType1
            | TrollPartyCardSpecInputEffectType2Type1
            | TrollPartyCardSpecInputEffectType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                effect_type_1 = TrollPartyCardSpecInputEffectType1(data)

                return effect_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                effect_type_2_type_1 = TrollPartyCardSpecInputEffectType2Type1(data)

                return effect_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                effect_type_3_type_1 = TrollPartyCardSpecInputEffectType3Type1(data)

                return effect_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | TrollPartyCardSpecInputEffectType1
                | TrollPartyCardSpecInputEffectType2Type1
                | TrollPartyCardSpecInputEffectType3Type1
                | Unset,
                data,
            )

        effect = _parse_effect(d.pop("effect", UNSET))

        troll_party_card_spec_input = cls(
            value=value,
            effect=effect,
        )

        return troll_party_card_spec_input
