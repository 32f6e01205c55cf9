from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.thrag_color import ThragColor

T = TypeVar("T", bound="ThragDrawnBeast")


@_attrs_define
class ThragDrawnBeast:
    """
    Attributes:
        color (ThragColor):
        die (int | None):
        slain (bool):
        value (int): 1 is ace
    """

    color: ThragColor
    die: int | None
    slain: bool
    value: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        color = self.color.value

        die: int | None
        die = self.die

        slain = self.slain

        value = self.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "color": color,
                "die": die,
                "slain": slain,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        color = ThragColor(d.pop("color"))

        def _parse_die(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        die = _parse_die(d.pop("die"))

        slain = d.pop("slain")

        value = d.pop("value")

        thrag_drawn_beast = cls(
            color=color,
            die=die,
            slain=slain,
            value=value,
        )

        thrag_drawn_beast.additional_properties = d
        return thrag_drawn_beast

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
