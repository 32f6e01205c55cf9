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

from ..models.thrag_color import ThragColor
from ..models.thrag_die import ThragDie

T = TypeVar("T", bound="ThragDiePawnEvent")


@_attrs_define
class ThragDiePawnEvent:
    """
    Attributes:
        die (ThragDie):
        pawn (ThragColor):
        text (str):
        type_ (Literal['pawn_spent']):
    """

    die: ThragDie
    pawn: ThragColor
    text: str
    type_: Literal["pawn_spent"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        die = self.die.value

        pawn = self.pawn.value

        text = self.text

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "die": die,
                "pawn": pawn,
                "text": text,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        die = ThragDie(d.pop("die"))

        pawn = ThragColor(d.pop("pawn"))

        text = d.pop("text")

        type_ = cast(Literal["pawn_spent"], d.pop("type"))
        if type_ != "pawn_spent":
            raise ValueError(f"type must match const 'pawn_spent', got '{type_}'")

        thrag_die_pawn_event = cls(
            die=die,
            pawn=pawn,
            text=text,
            type_=type_,
        )

        thrag_die_pawn_event.additional_properties = d
        return thrag_die_pawn_event

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
