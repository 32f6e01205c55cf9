from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.troll_party_state import TrollPartyState


T = TypeVar("T", bound="TrollPartyLegalMovesRequest")


@_attrs_define
class TrollPartyLegalMovesRequest:
    """
    Attributes:
        state (TrollPartyState):
        seat (int | None | Unset): only this seat's moves
    """

    state: TrollPartyState
    seat: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.troll_party_state import TrollPartyState

        d = dict(src_dict)
        state = TrollPartyState.from_dict(d.pop("state"))

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        troll_party_legal_moves_request = cls(
            state=state,
            seat=seat,
        )

        return troll_party_legal_moves_request
