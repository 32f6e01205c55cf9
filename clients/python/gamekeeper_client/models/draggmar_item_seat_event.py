from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.draggmar_item_seat_event_type import DraggmarItemSeatEventType

T = TypeVar("T", bound="DraggmarItemSeatEvent")


@_attrs_define
class DraggmarItemSeatEvent:
    """
    Attributes:
        item (str):
        seat (int):
        text (str):
        type_ (DraggmarItemSeatEventType):
    """

    item: str
    seat: int
    text: str
    type_: DraggmarItemSeatEventType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        item = self.item

        seat = self.seat

        text = self.text

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "item": item,
                "seat": seat,
                "text": text,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        item = d.pop("item")

        seat = d.pop("seat")

        text = d.pop("text")

        type_ = DraggmarItemSeatEventType(d.pop("type"))

        draggmar_item_seat_event = cls(
            item=item,
            seat=seat,
            text=text,
            type_=type_,
        )

        draggmar_item_seat_event.additional_properties = d
        return draggmar_item_seat_event

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
