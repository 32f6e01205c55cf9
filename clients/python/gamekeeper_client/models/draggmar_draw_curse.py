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

T = TypeVar("T", bound="DraggmarDrawCurse")


@_attrs_define
class DraggmarDrawCurse:
    """
    Attributes:
        card (str): a card id of the pack, or "hidden": a card the reader may not see (D9)
        type_ (Literal['draw_curse']):  Default: 'draw_curse'.
    """

    card: str
    type_: Literal["draw_curse"] = "draw_curse"

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

        type_ = cast(Literal["draw_curse"], d.pop("type"))
        if type_ != "draw_curse":
            raise ValueError(f"type must match const 'draw_curse', got '{type_}'")

        draggmar_draw_curse = cls(
            card=card,
            type_=type_,
        )

        return draggmar_draw_curse
