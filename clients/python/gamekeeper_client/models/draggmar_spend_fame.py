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

from ..models.draggmar_fame_spent import DraggmarFameSpent

T = TypeVar("T", bound="DraggmarSpendFame")


@_attrs_define
class DraggmarSpendFame:
    """
    Attributes:
        seat (int): 0-based seat number
        stat (DraggmarFameSpent):
        type_ (Literal['spend_fame']):  Default: 'spend_fame'.
    """

    seat: int
    stat: DraggmarFameSpent
    type_: Literal["spend_fame"] = "spend_fame"

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        stat = self.stat.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "stat": stat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        stat = DraggmarFameSpent(d.pop("stat"))

        type_ = cast(Literal["spend_fame"], d.pop("type"))
        if type_ != "spend_fame":
            raise ValueError(f"type must match const 'spend_fame', got '{type_}'")

        draggmar_spend_fame = cls(
            seat=seat,
            stat=stat,
            type_=type_,
        )

        return draggmar_spend_fame
