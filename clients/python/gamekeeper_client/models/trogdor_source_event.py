from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.trogdor_event_source import TrogdorEventSource
from ..models.trogdor_source_event_type import TrogdorSourceEventType

T = TypeVar("T", bound="TrogdorSourceEvent")


@_attrs_define
class TrogdorSourceEvent:
    """
    Attributes:
        source (TrogdorEventSource):
        text (str):
        type_ (TrogdorSourceEventType):
    """

    source: TrogdorEventSource
    text: str
    type_: TrogdorSourceEventType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        source = self.source.value

        text = self.text

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "source": source,
                "text": text,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        source = TrogdorEventSource(d.pop("source"))

        text = d.pop("text")

        type_ = TrogdorSourceEventType(d.pop("type"))

        trogdor_source_event = cls(
            source=source,
            text=text,
            type_=type_,
        )

        trogdor_source_event.additional_properties = d
        return trogdor_source_event

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
