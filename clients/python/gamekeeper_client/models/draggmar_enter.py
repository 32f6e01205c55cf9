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

T = TypeVar("T", bound="DraggmarEnter")


@_attrs_define
class DraggmarEnter:
    """
    Attributes:
        hero (str): a card id of the pack, or "hidden": a card the reader may not see (D9)
        seat (int): 0-based seat number
        type_ (Literal['enter']):  Default: 'enter'.
    """

    hero: str
    seat: int
    type_: Literal["enter"] = "enter"

    def to_dict(self) -> dict[str, Any]:
        hero = self.hero

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hero": hero,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        hero = d.pop("hero")

        seat = d.pop("seat")

        type_ = cast(Literal["enter"], d.pop("type"))
        if type_ != "enter":
            raise ValueError(f"type must match const 'enter', got '{type_}'")

        draggmar_enter = cls(
            hero=hero,
            seat=seat,
            type_=type_,
        )

        return draggmar_enter
