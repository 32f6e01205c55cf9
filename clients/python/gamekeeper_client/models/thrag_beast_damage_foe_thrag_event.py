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

T = TypeVar("T", bound="ThragBeastDamageFoeThragEvent")


@_attrs_define
class ThragBeastDamageFoeThragEvent:
    """
    Attributes:
        beast (ThragColor):
        damage (int):
        foe (int):
        text (str):
        thrag (int):
        type_ (Literal['fight_lost']):
    """

    beast: ThragColor
    damage: int
    foe: int
    text: str
    thrag: int
    type_: Literal["fight_lost"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        beast = self.beast.value

        damage = self.damage

        foe = self.foe

        text = self.text

        thrag = self.thrag

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "beast": beast,
                "damage": damage,
                "foe": foe,
                "text": text,
                "thrag": thrag,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        beast = ThragColor(d.pop("beast"))

        damage = d.pop("damage")

        foe = d.pop("foe")

        text = d.pop("text")

        thrag = d.pop("thrag")

        type_ = cast(Literal["fight_lost"], d.pop("type"))
        if type_ != "fight_lost":
            raise ValueError(f"type must match const 'fight_lost', got '{type_}'")

        thrag_beast_damage_foe_thrag_event = cls(
            beast=beast,
            damage=damage,
            foe=foe,
            text=text,
            thrag=thrag,
            type_=type_,
        )

        thrag_beast_damage_foe_thrag_event.additional_properties = d
        return thrag_beast_damage_foe_thrag_event

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
