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

T = TypeVar("T", bound="DraggmarAskToJoin")


@_attrs_define
class DraggmarAskToJoin:
    """
    Attributes:
        group (int): a group's index in the state's groups
        seat (int): 0-based seat number
        type_ (Literal['ask_to_join']):  Default: 'ask_to_join'.
    """

    group: int
    seat: int
    type_: Literal["ask_to_join"] = "ask_to_join"

    def to_dict(self) -> dict[str, Any]:
        group = self.group

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "group": group,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        group = d.pop("group")

        seat = d.pop("seat")

        type_ = cast(Literal["ask_to_join"], d.pop("type"))
        if type_ != "ask_to_join":
            raise ValueError(f"type must match const 'ask_to_join', got '{type_}'")

        draggmar_ask_to_join = cls(
            group=group,
            seat=seat,
            type_=type_,
        )

        return draggmar_ask_to_join
