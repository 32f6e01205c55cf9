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

T = TypeVar("T", bound="DraggmarHeal")


@_attrs_define
class DraggmarHeal:
    """
    Attributes:
        amount (int):
        effect (Literal['heal']):
    """

    amount: int
    effect: Literal["heal"]

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

        effect = cast(Literal["heal"], d.pop("effect"))
        if effect != "heal":
            raise ValueError(f"effect must match const 'heal', got '{effect}'")

        draggmar_heal = cls(
            amount=amount,
            effect=effect,
        )

        return draggmar_heal
