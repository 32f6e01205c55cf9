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

T = TypeVar("T", bound="TrogdorDrawActionCard")


@_attrs_define
class TrogdorDrawActionCard:
    """
    Attributes:
        card (str):
        type_ (Literal['draw_action_card']):  Default: 'draw_action_card'.
    """

    card: str
    type_: Literal["draw_action_card"] = "draw_action_card"

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        type_ = cast(Literal["draw_action_card"], d.pop("type"))
        if type_ != "draw_action_card":
            raise ValueError(f"type must match const 'draw_action_card', got '{type_}'")

        trogdor_draw_action_card = cls(
            card=card,
            type_=type_,
        )

        return trogdor_draw_action_card
