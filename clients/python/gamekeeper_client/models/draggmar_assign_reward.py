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

T = TypeVar("T", bound="DraggmarAssignReward")


@_attrs_define
class DraggmarAssignReward:
    """
    Attributes:
        item (str): a card id of the pack, or "hidden": a card the reader may not see (D9)
        seat (int): 0-based seat number
        to (int): 0-based seat number
        type_ (Literal['assign_reward']):  Default: 'assign_reward'.
    """

    item: str
    seat: int
    to: int
    type_: Literal["assign_reward"] = "assign_reward"

    def to_dict(self) -> dict[str, Any]:
        item = self.item

        seat = self.seat

        to = self.to

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "item": item,
                "seat": seat,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        item = d.pop("item")

        seat = d.pop("seat")

        to = d.pop("to")

        type_ = cast(Literal["assign_reward"], d.pop("type"))
        if type_ != "assign_reward":
            raise ValueError(f"type must match const 'assign_reward', got '{type_}'")

        draggmar_assign_reward = cls(
            item=item,
            seat=seat,
            to=to,
            type_=type_,
        )

        return draggmar_assign_reward
