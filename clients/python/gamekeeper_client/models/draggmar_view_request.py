from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.draggmar_state import DraggmarState


T = TypeVar("T", bound="DraggmarViewRequest")


@_attrs_define
class DraggmarViewRequest:
    """
    Attributes:
        seat (int): 0-based seat number
        state (DraggmarState):
    """

    seat: int
    state: DraggmarState

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
        from ..models.draggmar_state import DraggmarState

        d = dict(src_dict)
        seat = d.pop("seat")

        state = DraggmarState.from_dict(d.pop("state"))

        draggmar_view_request = cls(
            seat=seat,
            state=state,
        )

        return draggmar_view_request
