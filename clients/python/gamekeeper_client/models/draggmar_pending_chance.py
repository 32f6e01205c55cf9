from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.draggmar_draw_type import DraggmarDrawType
from ..types import UNSET, Unset

T = TypeVar("T", bound="DraggmarPendingChance")


@_attrs_define
class DraggmarPendingChance:
    """
    Attributes:
        type_ (DraggmarDrawType):
        deck (None | str | Unset):
        location (int | None | Unset):
        text (str | Unset):  Default: ''.
    """

    type_: DraggmarDrawType
    deck: None | str | Unset = UNSET
    location: int | None | Unset = UNSET
    text: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        deck: None | str | Unset
        if isinstance(self.deck, Unset):
            deck = UNSET
        else:
            deck = self.deck

        location: int | None | Unset
        if isinstance(self.location, Unset):
            location = UNSET
        else:
            location = self.location

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
            }
        )
        if deck is not UNSET:
            field_dict["deck"] = deck
        if location is not UNSET:
            field_dict["location"] = location
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = DraggmarDrawType(d.pop("type"))

        def _parse_deck(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        deck = _parse_deck(d.pop("deck", UNSET))

        def _parse_location(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        location = _parse_location(d.pop("location", UNSET))

        text = d.pop("text", UNSET)

        draggmar_pending_chance = cls(
            type_=type_,
            deck=deck,
            location=location,
            text=text,
        )

        draggmar_pending_chance.additional_properties = d
        return draggmar_pending_chance

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
