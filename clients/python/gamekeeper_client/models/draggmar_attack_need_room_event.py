from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.draggmar_attack_need_room_event_type import (
    DraggmarAttackNeedRoomEventType,
)

T = TypeVar("T", bound="DraggmarAttackNeedRoomEvent")


@_attrs_define
class DraggmarAttackNeedRoomEvent:
    """
    Attributes:
        attack (int):
        need (int):
        room (str):
        text (str):
        type_ (DraggmarAttackNeedRoomEventType):
    """

    attack: int
    need: int
    room: str
    text: str
    type_: DraggmarAttackNeedRoomEventType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attack = self.attack

        need = self.need

        room = self.room

        text = self.text

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attack": attack,
                "need": need,
                "room": room,
                "text": text,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attack = d.pop("attack")

        need = d.pop("need")

        room = d.pop("room")

        text = d.pop("text")

        type_ = DraggmarAttackNeedRoomEventType(d.pop("type"))

        draggmar_attack_need_room_event = cls(
            attack=attack,
            need=need,
            room=room,
            text=text,
            type_=type_,
        )

        draggmar_attack_need_room_event.additional_properties = d
        return draggmar_attack_need_room_event

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
