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

T = TypeVar("T", bound="DraggmarScoutsEvent")


@_attrs_define
class DraggmarScoutsEvent:
    """
    Attributes:
        scouts (list[list[int]]):
        text (str):
        type_ (Literal['scouts_revealed']):
    """

    scouts: list[list[int]]
    text: str
    type_: Literal["scouts_revealed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        scouts = []
        for scouts_item_data in self.scouts:
            scouts_item = scouts_item_data

            scouts.append(scouts_item)

        text = self.text

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "scouts": scouts,
                "text": text,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        scouts = []
        _scouts = d.pop("scouts")
        for scouts_item_data in _scouts:
            scouts_item = cast(list[int], scouts_item_data)

            scouts.append(scouts_item)

        text = d.pop("text")

        type_ = cast(Literal["scouts_revealed"], d.pop("type"))
        if type_ != "scouts_revealed":
            raise ValueError(f"type must match const 'scouts_revealed', got '{type_}'")

        draggmar_scouts_event = cls(
            scouts=scouts,
            text=text,
            type_=type_,
        )

        draggmar_scouts_event.additional_properties = d
        return draggmar_scouts_event

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
