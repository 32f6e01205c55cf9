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

T = TypeVar("T", bound="DraggmarGroupSeatEvent")


@_attrs_define
class DraggmarGroupSeatEvent:
    """
    Attributes:
        group (int):
        seat (int):
        text (str):
        type_ (Literal['join_asked']):
    """

    group: int
    seat: int
    text: str
    type_: Literal["join_asked"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        group = self.group

        seat = self.seat

        text = self.text

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "group": group,
                "seat": seat,
                "text": text,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        group = d.pop("group")

        seat = d.pop("seat")

        text = d.pop("text")

        type_ = cast(Literal["join_asked"], d.pop("type"))
        if type_ != "join_asked":
            raise ValueError(f"type must match const 'join_asked', got '{type_}'")

        draggmar_group_seat_event = cls(
            group=group,
            seat=seat,
            text=text,
            type_=type_,
        )

        draggmar_group_seat_event.additional_properties = d
        return draggmar_group_seat_event

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
