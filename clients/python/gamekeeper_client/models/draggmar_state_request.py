from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.draggmar_state import DraggmarState


T = TypeVar("T", bound="DraggmarStateRequest")


@_attrs_define
class DraggmarStateRequest:
    """
    Attributes:
        state (DraggmarState):
    """

    state: DraggmarState

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.draggmar_state import DraggmarState

        d = dict(src_dict)
        state = DraggmarState.from_dict(d.pop("state"))

        draggmar_state_request = cls(
            state=state,
        )

        return draggmar_state_request
