from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.trogdor_pos_input import TrogdorPosInput


T = TypeVar("T", bound="TrogdorSpawn")


@_attrs_define
class TrogdorSpawn:
    """
    Attributes:
        cottages (list[TrogdorPosInput]):
        seat (int): 0-based seat number
        type_ (Literal['spawn']):  Default: 'spawn'.
    """

    cottages: list[TrogdorPosInput]
    seat: int
    type_: Literal["spawn"] = "spawn"

    def to_dict(self) -> dict[str, Any]:
        cottages = []
        for cottages_item_data in self.cottages:
            cottages_item = cottages_item_data.to_dict()
            cottages.append(cottages_item)

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cottages": cottages,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.trogdor_pos_input import TrogdorPosInput

        d = dict(src_dict)
        cottages = []
        _cottages = d.pop("cottages")
        for cottages_item_data in _cottages:
            cottages_item = TrogdorPosInput.from_dict(cottages_item_data)

            cottages.append(cottages_item)

        seat = d.pop("seat")

        type_ = cast(Literal["spawn"], d.pop("type"))
        if type_ != "spawn":
            raise ValueError(f"type must match const 'spawn', got '{type_}'")

        trogdor_spawn = cls(
            cottages=cottages,
            seat=seat,
            type_=type_,
        )

        return trogdor_spawn
