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

from ..models.draggmar_status_event_status import DraggmarStatusEventStatus

T = TypeVar("T", bound="DraggmarStatusEvent")


@_attrs_define
class DraggmarStatusEvent:
    """
    Attributes:
        status (DraggmarStatusEventStatus):
        text (str):
        type_ (Literal['game_over']):
    """

    status: DraggmarStatusEventStatus
    text: str
    type_: Literal["game_over"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        text = self.text

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "text": text,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = DraggmarStatusEventStatus(d.pop("status"))

        text = d.pop("text")

        type_ = cast(Literal["game_over"], d.pop("type"))
        if type_ != "game_over":
            raise ValueError(f"type must match const 'game_over', got '{type_}'")

        draggmar_status_event = cls(
            status=status,
            text=text,
            type_=type_,
        )

        draggmar_status_event.additional_properties = d
        return draggmar_status_event

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
