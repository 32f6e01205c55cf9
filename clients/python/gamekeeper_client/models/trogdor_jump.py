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


T = TypeVar("T", bound="TrogdorJump")


@_attrs_define
class TrogdorJump:
    """
    Attributes:
        seat (int): 0-based seat number
        to (TrogdorPosInput):
        type_ (Literal['jump']):  Default: 'jump'.
    """

    seat: int
    to: TrogdorPosInput
    type_: Literal["jump"] = "jump"

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        to = self.to.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.trogdor_pos_input import TrogdorPosInput

        d = dict(src_dict)
        seat = d.pop("seat")

        to = TrogdorPosInput.from_dict(d.pop("to"))

        type_ = cast(Literal["jump"], d.pop("type"))
        if type_ != "jump":
            raise ValueError(f"type must match const 'jump', got '{type_}'")

        trogdor_jump = cls(
            seat=seat,
            to=to,
            type_=type_,
        )

        return trogdor_jump
