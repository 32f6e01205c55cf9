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

T = TypeVar("T", bound="DraggmarChooseFirstPlayer")


@_attrs_define
class DraggmarChooseFirstPlayer:
    """
    Attributes:
        seat (int): 0-based seat number
        type_ (Literal['choose_first_player']):  Default: 'choose_first_player'.
    """

    seat: int
    type_: Literal["choose_first_player"] = "choose_first_player"

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = cast(Literal["choose_first_player"], d.pop("type"))
        if type_ != "choose_first_player":
            raise ValueError(
                f"type must match const 'choose_first_player', got '{type_}'"
            )

        draggmar_choose_first_player = cls(
            seat=seat,
            type_=type_,
        )

        return draggmar_choose_first_player
