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

from ..types import UNSET, Unset

T = TypeVar("T", bound="DraggmarUseSkill")


@_attrs_define
class DraggmarUseSkill:
    """
    Attributes:
        hero (str): a card id of the pack, or "hidden": a card the reader may not see (D9)
        seat (int): 0-based seat number
        type_ (Literal['use_skill']):  Default: 'use_skill'.
        second (bool | Unset): use the hero's second skill Default: False.
    """

    hero: str
    seat: int
    type_: Literal["use_skill"] = "use_skill"
    second: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        hero = self.hero

        seat = self.seat

        type_ = self.type_

        second = self.second

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hero": hero,
                "seat": seat,
                "type": type_,
            }
        )
        if second is not UNSET:
            field_dict["second"] = second

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        hero = d.pop("hero")

        seat = d.pop("seat")

        type_ = cast(Literal["use_skill"], d.pop("type"))
        if type_ != "use_skill":
            raise ValueError(f"type must match const 'use_skill', got '{type_}'")

        second = d.pop("second", UNSET)

        draggmar_use_skill = cls(
            hero=hero,
            seat=seat,
            type_=type_,
            second=second,
        )

        return draggmar_use_skill
