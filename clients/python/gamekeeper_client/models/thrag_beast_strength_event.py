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

from ..models.thrag_color import ThragColor

T = TypeVar("T", bound="ThragBeastStrengthEvent")


@_attrs_define
class ThragBeastStrengthEvent:
    """
    Attributes:
        beast (ThragColor):
        strength (int):
        text (str):
        type_ (Literal['fight_started']):
    """

    beast: ThragColor
    strength: int
    text: str
    type_: Literal["fight_started"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        beast = self.beast.value

        strength = self.strength

        text = self.text

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "beast": beast,
                "strength": strength,
                "text": text,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        beast = ThragColor(d.pop("beast"))

        strength = d.pop("strength")

        text = d.pop("text")

        type_ = cast(Literal["fight_started"], d.pop("type"))
        if type_ != "fight_started":
            raise ValueError(f"type must match const 'fight_started', got '{type_}'")

        thrag_beast_strength_event = cls(
            beast=beast,
            strength=strength,
            text=text,
            type_=type_,
        )

        thrag_beast_strength_event.additional_properties = d
        return thrag_beast_strength_event

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
