from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.thrag_end_reason import ThragEndReason

T = TypeVar("T", bound="ThragBreakdown")


@_attrs_define
class ThragBreakdown:
    """
    Attributes:
        beasts_slain (int):
        end_reason (None | ThragEndReason):
        turns_left (int):
        turns_used (int):
        unspent_weapons (int):
    """

    beasts_slain: int
    end_reason: None | ThragEndReason
    turns_left: int
    turns_used: int
    unspent_weapons: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        beasts_slain = self.beasts_slain

        end_reason: None | str
        if isinstance(self.end_reason, ThragEndReason):
            end_reason = self.end_reason.value
        else:
            end_reason = self.end_reason

        turns_left = self.turns_left

        turns_used = self.turns_used

        unspent_weapons = self.unspent_weapons

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "beasts_slain": beasts_slain,
                "end_reason": end_reason,
                "turns_left": turns_left,
                "turns_used": turns_used,
                "unspent_weapons": unspent_weapons,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        beasts_slain = d.pop("beasts_slain")

        def _parse_end_reason(data: object) -> None | ThragEndReason:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_reason_type_0 = ThragEndReason(data)

                return end_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ThragEndReason, data)

        end_reason = _parse_end_reason(d.pop("end_reason"))

        turns_left = d.pop("turns_left")

        turns_used = d.pop("turns_used")

        unspent_weapons = d.pop("unspent_weapons")

        thrag_breakdown = cls(
            beasts_slain=beasts_slain,
            end_reason=end_reason,
            turns_left=turns_left,
            turns_used=turns_used,
            unspent_weapons=unspent_weapons,
        )

        thrag_breakdown.additional_properties = d
        return thrag_breakdown

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
