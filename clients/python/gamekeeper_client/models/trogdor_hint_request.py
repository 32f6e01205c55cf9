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

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.trogdor_state import TrogdorState


T = TypeVar("T", bound="TrogdorHintRequest")


@_attrs_define
class TrogdorHintRequest:
    """
    Attributes:
        state (TrogdorState):
        budget_ms (int | None | Unset): default: the kind's
        kind (Literal['turn-plan'] | Unset):  Default: 'turn-plan'.
        seat (int | None | Unset):
    """

    state: TrogdorState
    budget_ms: int | None | Unset = UNSET
    kind: Literal["turn-plan"] | Unset = "turn-plan"
    seat: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        budget_ms: int | None | Unset
        if isinstance(self.budget_ms, Unset):
            budget_ms = UNSET
        else:
            budget_ms = self.budget_ms

        kind = self.kind

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
        if budget_ms is not UNSET:
            field_dict["budget_ms"] = budget_ms
        if kind is not UNSET:
            field_dict["kind"] = kind
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.trogdor_state import TrogdorState

        d = dict(src_dict)
        state = TrogdorState.from_dict(d.pop("state"))

        def _parse_budget_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        budget_ms = _parse_budget_ms(d.pop("budget_ms", UNSET))

        kind = cast(Literal["turn-plan"] | Unset, d.pop("kind", UNSET))
        if kind != "turn-plan" and not isinstance(kind, Unset):
            raise ValueError(f"kind must match const 'turn-plan', got '{kind}'")

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        trogdor_hint_request = cls(
            state=state,
            budget_ms=budget_ms,
            kind=kind,
            seat=seat,
        )

        return trogdor_hint_request
