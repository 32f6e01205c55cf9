from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.trogdor_state import TrogdorState


T = TypeVar("T", bound="TrogdorViewRequest")


@_attrs_define
class TrogdorViewRequest:
    """
    Attributes:
        seat (int): 0-based seat number
        state (TrogdorState):
    """

    seat: int
    state: TrogdorState

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        state = self.state.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "state": state,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.trogdor_state import TrogdorState

        d = dict(src_dict)
        seat = d.pop("seat")

        state = TrogdorState.from_dict(d.pop("state"))

        trogdor_view_request = cls(
            seat=seat,
            state=state,
        )

        return trogdor_view_request
