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

T = TypeVar("T", bound="ThragCoinsDamageEvent")


@_attrs_define
class ThragCoinsDamageEvent:
    """
    Attributes:
        coins (list[int]):
        damage (int):
        text (str):
        type_ (Literal['damage_paid']):
    """

    coins: list[int]
    damage: int
    text: str
    type_: Literal["damage_paid"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        coins = self.coins

        damage = self.damage

        text = self.text

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "coins": coins,
                "damage": damage,
                "text": text,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        coins = cast(list[int], d.pop("coins"))

        damage = d.pop("damage")

        text = d.pop("text")

        type_ = cast(Literal["damage_paid"], d.pop("type"))
        if type_ != "damage_paid":
            raise ValueError(f"type must match const 'damage_paid', got '{type_}'")

        thrag_coins_damage_event = cls(
            coins=coins,
            damage=damage,
            text=text,
            type_=type_,
        )

        thrag_coins_damage_event.additional_properties = d
        return thrag_coins_damage_event

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
