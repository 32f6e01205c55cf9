from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.draggmar_hint_request_kind import DraggmarHintRequestKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.draggmar_state import DraggmarState


T = TypeVar("T", bound="DraggmarHintRequest")


@_attrs_define
class DraggmarHintRequest:
    """
    Attributes:
        state (DraggmarState):
        budget_ms (int | None | Unset): default: the kind's
        kind (DraggmarHintRequestKind | Unset):  Default: DraggmarHintRequestKind.ROUTE.
        seat (int | None | Unset):
    """

    state: DraggmarState
    budget_ms: int | None | Unset = UNSET
    kind: DraggmarHintRequestKind | Unset = DraggmarHintRequestKind.ROUTE
    seat: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        budget_ms: int | None | Unset
        if isinstance(self.budget_ms, Unset):
            budget_ms = UNSET
        else:
            budget_ms = self.budget_ms

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

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
        from ..models.draggmar_state import DraggmarState

        d = dict(src_dict)
        state = DraggmarState.from_dict(d.pop("state"))

        def _parse_budget_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        budget_ms = _parse_budget_ms(d.pop("budget_ms", UNSET))

        _kind = d.pop("kind", UNSET)
        kind: DraggmarHintRequestKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = DraggmarHintRequestKind(_kind)

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        draggmar_hint_request = cls(
            state=state,
            budget_ms=budget_ms,
            kind=kind,
            seat=seat,
        )

        return draggmar_hint_request
