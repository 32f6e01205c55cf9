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

T = TypeVar("T", bound="DraggmarGainFame")


@_attrs_define
class DraggmarGainFame:
    """
    Attributes:
        amount (int):
        effect (Literal['gain_fame']):
    """

    amount: int
    effect: Literal["gain_fame"]

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

        effect = cast(Literal["gain_fame"], d.pop("effect"))
        if effect != "gain_fame":
            raise ValueError(f"effect must match const 'gain_fame', got '{effect}'")

        draggmar_gain_fame = cls(
            amount=amount,
            effect=effect,
        )

        return draggmar_gain_fame
