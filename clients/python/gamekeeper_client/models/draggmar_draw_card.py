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

T = TypeVar("T", bound="DraggmarDrawCard")


@_attrs_define
class DraggmarDrawCard:
    """
    Attributes:
        card (str): a card id of the pack, or "hidden": a card the reader may not see (D9)
        deck (str): heroes-L, items-L, rooms-L, curses, or rifts (the Undead Crusade's Rift deck)
        type_ (Literal['draw_card']):  Default: 'draw_card'.
    """

    card: str
    deck: str
    type_: Literal["draw_card"] = "draw_card"

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        deck = self.deck

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "deck": deck,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        deck = d.pop("deck")

        type_ = cast(Literal["draw_card"], d.pop("type"))
        if type_ != "draw_card":
            raise ValueError(f"type must match const 'draw_card', got '{type_}'")

        draggmar_draw_card = cls(
            card=card,
            deck=deck,
            type_=type_,
        )

        return draggmar_draw_card
