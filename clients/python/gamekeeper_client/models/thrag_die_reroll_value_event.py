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

from ..models.thrag_die import ThragDie

T = TypeVar("T", bound="ThragDieRerollValueEvent")


@_attrs_define
class ThragDieRerollValueEvent:
    """
    Attributes:
        die (ThragDie):
        reroll (bool):
        text (str):
        type_ (Literal['die_rolled']):
        value (int): 0 is null, 1 is ace
    """

    die: ThragDie
    reroll: bool
    text: str
    type_: Literal["die_rolled"]
    value: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        die = self.die.value

        reroll = self.reroll

        text = self.text

        type_ = self.type_

        value = self.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "die": die,
                "reroll": reroll,
                "text": text,
                "type": type_,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        die = ThragDie(d.pop("die"))

        reroll = d.pop("reroll")

        text = d.pop("text")

        type_ = cast(Literal["die_rolled"], d.pop("type"))
        if type_ != "die_rolled":
            raise ValueError(f"type must match const 'die_rolled', got '{type_}'")

        value = d.pop("value")

        thrag_die_reroll_value_event = cls(
            die=die,
            reroll=reroll,
            text=text,
            type_=type_,
            value=value,
        )

        thrag_die_reroll_value_event.additional_properties = d
        return thrag_die_reroll_value_event

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
