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

T = TypeVar("T", bound="DraggmarDoomRiftsEvent")


@_attrs_define
class DraggmarDoomRiftsEvent:
    """
    Attributes:
        doom (int):
        rifts (list[int]):
        text (str):
        type_ (Literal['rifts_press']):
    """

    doom: int
    rifts: list[int]
    text: str
    type_: Literal["rifts_press"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        doom = self.doom

        rifts = self.rifts

        text = self.text

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "doom": doom,
                "rifts": rifts,
                "text": text,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        doom = d.pop("doom")

        rifts = cast(list[int], d.pop("rifts"))

        text = d.pop("text")

        type_ = cast(Literal["rifts_press"], d.pop("type"))
        if type_ != "rifts_press":
            raise ValueError(f"type must match const 'rifts_press', got '{type_}'")

        draggmar_doom_rifts_event = cls(
            doom=doom,
            rifts=rifts,
            text=text,
            type_=type_,
        )

        draggmar_doom_rifts_event.additional_properties = d
        return draggmar_doom_rifts_event

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
