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

T = TypeVar("T", bound="TrollPartyCardsLeftToPlaceSeatEvent")


@_attrs_define
class TrollPartyCardsLeftToPlaceSeatEvent:
    """
    Attributes:
        cards_left_to_place (int):
        seat (int):
        text (str):
        type_ (Literal['card_placed']):
    """

    cards_left_to_place: int
    seat: int
    text: str
    type_: Literal["card_placed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards_left_to_place = self.cards_left_to_place

        seat = self.seat

        text = self.text

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards_left_to_place": cards_left_to_place,
                "seat": seat,
                "text": text,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cards_left_to_place = d.pop("cards_left_to_place")

        seat = d.pop("seat")

        text = d.pop("text")

        type_ = cast(Literal["card_placed"], d.pop("type"))
        if type_ != "card_placed":
            raise ValueError(f"type must match const 'card_placed', got '{type_}'")

        troll_party_cards_left_to_place_seat_event = cls(
            cards_left_to_place=cards_left_to_place,
            seat=seat,
            text=text,
            type_=type_,
        )

        troll_party_cards_left_to_place_seat_event.additional_properties = d
        return troll_party_cards_left_to_place_seat_event

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
