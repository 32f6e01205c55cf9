from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.draggmar_hero_seat_event_type import DraggmarHeroSeatEventType

T = TypeVar("T", bound="DraggmarHeroSeatEvent")


@_attrs_define
class DraggmarHeroSeatEvent:
    """
    Attributes:
        hero (str):
        seat (int):
        text (str):
        type_ (DraggmarHeroSeatEventType):
    """

    hero: str
    seat: int
    text: str
    type_: DraggmarHeroSeatEventType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hero = self.hero

        seat = self.seat

        text = self.text

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hero": hero,
                "seat": seat,
                "text": text,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        hero = d.pop("hero")

        seat = d.pop("seat")

        text = d.pop("text")

        type_ = DraggmarHeroSeatEventType(d.pop("type"))

        draggmar_hero_seat_event = cls(
            hero=hero,
            seat=seat,
            text=text,
            type_=type_,
        )

        draggmar_hero_seat_event.additional_properties = d
        return draggmar_hero_seat_event

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
