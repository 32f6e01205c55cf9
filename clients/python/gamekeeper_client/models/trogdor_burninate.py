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

from ..models.trogdor_target import TrogdorTarget

T = TypeVar("T", bound="TrogdorBurninate")


@_attrs_define
class TrogdorBurninate:
    """
    Attributes:
        seat (int): 0-based seat number
        target (TrogdorTarget):
        type_ (Literal['burninate']):  Default: 'burninate'.
    """

    seat: int
    target: TrogdorTarget
    type_: Literal["burninate"] = "burninate"

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        target = self.target.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "target": target,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        target = TrogdorTarget(d.pop("target"))

        type_ = cast(Literal["burninate"], d.pop("type"))
        if type_ != "burninate":
            raise ValueError(f"type must match const 'burninate', got '{type_}'")

        trogdor_burninate = cls(
            seat=seat,
            target=target,
            type_=type_,
        )

        return trogdor_burninate
