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

from ..models.thrag_color import ThragColor
from ..types import UNSET, Unset

T = TypeVar("T", bound="ThragFightMove")


@_attrs_define
class ThragFightMove:
    """
    Attributes:
        beast (ThragColor):
        type_ (Literal['fight']):  Default: 'fight'.
        seat (int | Unset): Thrag is seat 0 Default: 0.
    """

    beast: ThragColor
    type_: Literal["fight"] = "fight"
    seat: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        beast = self.beast.value

        type_ = self.type_

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "beast": beast,
                "type": type_,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        beast = ThragColor(d.pop("beast"))

        type_ = cast(Literal["fight"], d.pop("type"))
        if type_ != "fight":
            raise ValueError(f"type must match const 'fight', got '{type_}'")

        seat = d.pop("seat", UNSET)

        thrag_fight_move = cls(
            beast=beast,
            type_=type_,
            seat=seat,
        )

        return thrag_fight_move
