from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.draggmar_card_event_type import DraggmarCardEventType

T = TypeVar("T", bound="DraggmarCardEvent")


@_attrs_define
class DraggmarCardEvent:
    """
    Attributes:
        card (str):
        text (str):
        type_ (DraggmarCardEventType):
    """

    card: str
    text: str
    type_: DraggmarCardEventType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        text = self.text

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "text": text,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        text = d.pop("text")

        type_ = DraggmarCardEventType(d.pop("type"))

        draggmar_card_event = cls(
            card=card,
            text=text,
            type_=type_,
        )

        draggmar_card_event.additional_properties = d
        return draggmar_card_event

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
