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

from ..models.trogdor_event_source import TrogdorEventSource

T = TypeVar("T", bound="TrogdorHealthSourceEvent")


@_attrs_define
class TrogdorHealthSourceEvent:
    """
    Attributes:
        health (int):
        source (TrogdorEventSource):
        text (str):
        type_ (Literal['damage']):
    """

    health: int
    source: TrogdorEventSource
    text: str
    type_: Literal["damage"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        health = self.health

        source = self.source.value

        text = self.text

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "health": health,
                "source": source,
                "text": text,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        health = d.pop("health")

        source = TrogdorEventSource(d.pop("source"))

        text = d.pop("text")

        type_ = cast(Literal["damage"], d.pop("type"))
        if type_ != "damage":
            raise ValueError(f"type must match const 'damage', got '{type_}'")

        trogdor_health_source_event = cls(
            health=health,
            source=source,
            text=text,
            type_=type_,
        )

        trogdor_health_source_event.additional_properties = d
        return trogdor_health_source_event

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
