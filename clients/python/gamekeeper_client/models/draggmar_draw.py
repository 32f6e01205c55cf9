from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.draggmar_draw_to import DraggmarDrawTo
from ..models.draggmar_draw_type import DraggmarDrawType
from ..types import UNSET, Unset

T = TypeVar("T", bound="DraggmarDraw")


@_attrs_define
class DraggmarDraw:
    """
    Attributes:
        to (DraggmarDrawTo): room: the group's next room; reroll: one in place of a rerolled room; ahead: a room the
            group sees before it comes (peek_next_room)
        type_ (DraggmarDrawType):
        deck (None | str | Unset):
        group (int | None | Unset):
        location (int | None | Unset):
        seat (int | None | Unset):
    """

    to: DraggmarDrawTo
    type_: DraggmarDrawType
    deck: None | str | Unset = UNSET
    group: int | None | Unset = UNSET
    location: int | None | Unset = UNSET
    seat: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        to = self.to.value

        type_ = self.type_.value

        deck: None | str | Unset
        if isinstance(self.deck, Unset):
            deck = UNSET
        else:
            deck = self.deck

        group: int | None | Unset
        if isinstance(self.group, Unset):
            group = UNSET
        else:
            group = self.group

        location: int | None | Unset
        if isinstance(self.location, Unset):
            location = UNSET
        else:
            location = self.location

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "to": to,
                "type": type_,
            }
        )
        if deck is not UNSET:
            field_dict["deck"] = deck
        if group is not UNSET:
            field_dict["group"] = group
        if location is not UNSET:
            field_dict["location"] = location
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        to = DraggmarDrawTo(d.pop("to"))

        type_ = DraggmarDrawType(d.pop("type"))

        def _parse_deck(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        deck = _parse_deck(d.pop("deck", UNSET))

        def _parse_group(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        group = _parse_group(d.pop("group", UNSET))

        def _parse_location(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        location = _parse_location(d.pop("location", UNSET))

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        draggmar_draw = cls(
            to=to,
            type_=type_,
            deck=deck,
            group=group,
            location=location,
            seat=seat,
        )

        draggmar_draw.additional_properties = d
        return draggmar_draw

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
