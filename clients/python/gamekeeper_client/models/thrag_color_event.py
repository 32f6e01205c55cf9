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

T = TypeVar("T", bound="ThragColorEvent")


@_attrs_define
class ThragColorEvent:
    """
    Attributes:
        color (ThragColor):
        text (str):
        type_ (Literal['coin_flipped']):
    """

    color: ThragColor
    text: str
    type_: Literal["coin_flipped"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        color = self.color.value

        text = self.text

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "color": color,
                "text": text,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        color = ThragColor(d.pop("color"))

        text = d.pop("text")

        type_ = cast(Literal["coin_flipped"], d.pop("type"))
        if type_ != "coin_flipped":
            raise ValueError(f"type must match const 'coin_flipped', got '{type_}'")

        thrag_color_event = cls(
            color=color,
            text=text,
            type_=type_,
        )

        thrag_color_event.additional_properties = d
        return thrag_color_event

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
