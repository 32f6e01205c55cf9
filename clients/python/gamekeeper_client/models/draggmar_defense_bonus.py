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

T = TypeVar("T", bound="DraggmarDefenseBonus")


@_attrs_define
class DraggmarDefenseBonus:
    """
    Attributes:
        amount (int):
        effect (Literal['defense_bonus']):
    """

    amount: int
    effect: Literal["defense_bonus"]

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

        effect = cast(Literal["defense_bonus"], d.pop("effect"))
        if effect != "defense_bonus":
            raise ValueError(f"effect must match const 'defense_bonus', got '{effect}'")

        draggmar_defense_bonus = cls(
            amount=amount,
            effect=effect,
        )

        return draggmar_defense_bonus
