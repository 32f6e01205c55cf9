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

T = TypeVar("T", bound="DraggmarDamage")


@_attrs_define
class DraggmarDamage:
    """
    Attributes:
        amount (int):
        effect (Literal['damage']):
    """

    amount: int
    effect: Literal["damage"]

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        effect = self.effect

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "amount": amount,
                "effect": effect,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        amount = d.pop("amount")

        effect = cast(Literal["damage"], d.pop("effect"))
        if effect != "damage":
            raise ValueError(f"effect must match const 'damage', got '{effect}'")

        draggmar_damage = cls(
            amount=amount,
            effect=effect,
        )

        return draggmar_damage
