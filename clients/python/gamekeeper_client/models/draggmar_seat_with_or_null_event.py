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

T = TypeVar("T", bound="DraggmarSeatWithOrNullEvent")


@_attrs_define
class DraggmarSeatWithOrNullEvent:
    """
    Attributes:
        seat (int):
        text (str):
        type_ (Literal['trade']):
        with_ (int | None):
    """

    seat: int
    text: str
    type_: Literal["trade"]
    with_: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        text = self.text

        type_ = self.type_

        with_: int | None
        with_ = self.with_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "text": text,
                "type": type_,
                "with": with_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        text = d.pop("text")

        type_ = cast(Literal["trade"], d.pop("type"))
        if type_ != "trade":
            raise ValueError(f"type must match const 'trade', got '{type_}'")

        def _parse_with_(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        with_ = _parse_with_(d.pop("with"))

        draggmar_seat_with_or_null_event = cls(
            seat=seat,
            text=text,
            type_=type_,
            with_=with_,
        )

        draggmar_seat_with_or_null_event.additional_properties = d
        return draggmar_seat_with_or_null_event

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
