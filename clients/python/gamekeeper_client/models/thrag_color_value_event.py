from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.thrag_color import ThragColor
from ..models.thrag_color_value_event_type import ThragColorValueEventType

T = TypeVar("T", bound="ThragColorValueEvent")


@_attrs_define
class ThragColorValueEvent:
    """
    Attributes:
        color (ThragColor):
        text (str):
        type_ (ThragColorValueEventType):
        value (int): 0 is null, 1 is ace
    """

    color: ThragColor
    text: str
    type_: ThragColorValueEventType
    value: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        color = self.color.value

        text = self.text

        type_ = self.type_.value

        value = self.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "color": color,
                "text": text,
                "type": type_,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        color = ThragColor(d.pop("color"))

        text = d.pop("text")

        type_ = ThragColorValueEventType(d.pop("type"))

        value = d.pop("value")

        thrag_color_value_event = cls(
            color=color,
            text=text,
            type_=type_,
            value=value,
        )

        thrag_color_value_event.additional_properties = d
        return thrag_color_value_event

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
