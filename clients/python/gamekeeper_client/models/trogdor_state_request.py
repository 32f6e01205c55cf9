from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.trogdor_state import TrogdorState


T = TypeVar("T", bound="TrogdorStateRequest")


@_attrs_define
class TrogdorStateRequest:
    """
    Attributes:
        state (TrogdorState):
    """

    state: TrogdorState

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
        from ..models.trogdor_state import TrogdorState

        d = dict(src_dict)
        state = TrogdorState.from_dict(d.pop("state"))

        trogdor_state_request = cls(
            state=state,
        )

        return trogdor_state_request
