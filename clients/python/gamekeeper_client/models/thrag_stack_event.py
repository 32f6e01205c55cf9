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

from ..models.thrag_stack_event_stack import ThragStackEventStack

T = TypeVar("T", bound="ThragStackEvent")


@_attrs_define
class ThragStackEvent:
    """
    Attributes:
        stack (ThragStackEventStack):
        text (str):
        type_ (Literal['reshuffled']):
    """

    stack: ThragStackEventStack
    text: str
    type_: Literal["reshuffled"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        stack = self.stack.value

        text = self.text

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "stack": stack,
                "text": text,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        stack = ThragStackEventStack(d.pop("stack"))

        text = d.pop("text")

        type_ = cast(Literal["reshuffled"], d.pop("type"))
        if type_ != "reshuffled":
            raise ValueError(f"type must match const 'reshuffled', got '{type_}'")

        thrag_stack_event = cls(
            stack=stack,
            text=text,
            type_=type_,
        )

        thrag_stack_event.additional_properties = d
        return thrag_stack_event

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
