from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.thrag_state import ThragState


T = TypeVar("T", bound="ThragStateRequest")


@_attrs_define
class ThragStateRequest:
    """
    Attributes:
        state (ThragState):
    """

    state: ThragState

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
        from ..models.thrag_state import ThragState

        d = dict(src_dict)
        state = ThragState.from_dict(d.pop("state"))

        thrag_state_request = cls(
            state=state,
        )

        return thrag_state_request
