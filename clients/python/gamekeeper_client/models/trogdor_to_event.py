from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.trogdor_to_event_type import TrogdorToEventType

if TYPE_CHECKING:
    from ..models.trogdor_pos import TrogdorPos


T = TypeVar("T", bound="TrogdorToEvent")


@_attrs_define
class TrogdorToEvent:
    """
    Attributes:
        text (str):
        to (TrogdorPos):
        type_ (TrogdorToEventType):
    """

    text: str
    to: TrogdorPos
    type_: TrogdorToEventType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        text = self.text

        to = self.to.to_dict()

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "text": text,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.trogdor_pos import TrogdorPos

        d = dict(src_dict)
        text = d.pop("text")

        to = TrogdorPos.from_dict(d.pop("to"))

        type_ = TrogdorToEventType(d.pop("type"))

        trogdor_to_event = cls(
            text=text,
            to=to,
            type_=type_,
        )

        trogdor_to_event.additional_properties = d
        return trogdor_to_event

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
