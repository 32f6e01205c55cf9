from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.troll_party_seat_event_type import TrollPartySeatEventType

T = TypeVar("T", bound="TrollPartySeatEvent")


@_attrs_define
class TrollPartySeatEvent:
    """
    Attributes:
        seat (int):
        text (str):
        type_ (TrollPartySeatEventType):
    """

    seat: int
    text: str
    type_: TrollPartySeatEventType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        text = self.text

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "text": text,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        text = d.pop("text")

        type_ = TrollPartySeatEventType(d.pop("type"))

        troll_party_seat_event = cls(
            seat=seat,
            text=text,
            type_=type_,
        )

        troll_party_seat_event.additional_properties = d
        return troll_party_seat_event

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
