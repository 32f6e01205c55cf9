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

T = TypeVar("T", bound="DraggmarSeatToEvent")


@_attrs_define
class DraggmarSeatToEvent:
    """
    Attributes:
        seat (int):
        text (str):
        to (int):
        type_ (Literal['trade_offered']):
    """

    seat: int
    text: str
    to: int
    type_: Literal["trade_offered"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        text = self.text

        to = self.to

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "text": text,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        text = d.pop("text")

        to = d.pop("to")

        type_ = cast(Literal["trade_offered"], d.pop("type"))
        if type_ != "trade_offered":
            raise ValueError(f"type must match const 'trade_offered', got '{type_}'")

        draggmar_seat_to_event = cls(
            seat=seat,
            text=text,
            to=to,
            type_=type_,
        )

        draggmar_seat_to_event.additional_properties = d
        return draggmar_seat_to_event

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
