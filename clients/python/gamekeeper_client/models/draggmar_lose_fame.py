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

T = TypeVar("T", bound="DraggmarLoseFame")


@_attrs_define
class DraggmarLoseFame:
    """
    Attributes:
        amount (int):
        effect (Literal['lose_fame']):
    """

    amount: int
    effect: Literal["lose_fame"]

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

        effect = cast(Literal["lose_fame"], d.pop("effect"))
        if effect != "lose_fame":
            raise ValueError(f"effect must match const 'lose_fame', got '{effect}'")

        draggmar_lose_fame = cls(
            amount=amount,
            effect=effect,
        )

        return draggmar_lose_fame
