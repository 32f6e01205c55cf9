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

T = TypeVar("T", bound="TrogdorCardSeatOrNullEvent")


@_attrs_define
class TrogdorCardSeatOrNullEvent:
    """
    Attributes:
        card (str):
        seat (int | None):
        text (str):
        type_ (Literal['card_drawn']):
    """

    card: str
    seat: int | None
    text: str
    type_: Literal["card_drawn"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        seat: int | None
        seat = self.seat

        text = self.text

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "seat": seat,
                "text": text,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        text = d.pop("text")

        type_ = cast(Literal["card_drawn"], d.pop("type"))
        if type_ != "card_drawn":
            raise ValueError(f"type must match const 'card_drawn', got '{type_}'")

        trogdor_card_seat_or_null_event = cls(
            card=card,
            seat=seat,
            text=text,
            type_=type_,
        )

        trogdor_card_seat_or_null_event.additional_properties = d
        return trogdor_card_seat_or_null_event

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
