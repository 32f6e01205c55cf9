from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.troll_party_state import TrollPartyState


T = TypeVar("T", bound="TrollPartyViewRequest")


@_attrs_define
class TrollPartyViewRequest:
    """
    Attributes:
        seat (int): 0-based seat number
        state (TrollPartyState):
    """

    seat: int
    state: TrollPartyState

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
        from ..models.troll_party_state import TrollPartyState

        d = dict(src_dict)
        seat = d.pop("seat")

        state = TrollPartyState.from_dict(d.pop("state"))

        troll_party_view_request = cls(
            seat=seat,
            state=state,
        )

        return troll_party_view_request
