from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.event import Event
    from ..models.trogdor_legal_move import TrogdorLegalMove
    from ..models.trogdor_state import TrogdorState


T = TypeVar("T", bound="TrogdorStep")


@_attrs_define
class TrogdorStep:
    """
    Attributes:
        events (list[Event]):
        legal_moves (list[TrogdorLegalMove]):
        state (TrogdorState):
        seat_tokens (list[str] | None | Unset): POST /states in digital mode only: each seat's token, to hand to that
            seat's player (Gamekeeper-Seat-Token header)
    """

    events: list[Event]
    legal_moves: list[TrogdorLegalMove]
    state: TrogdorState
    seat_tokens: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        legal_moves = []
        for legal_moves_item_data in self.legal_moves:
            legal_moves_item = legal_moves_item_data.to_dict()
            legal_moves.append(legal_moves_item)

        state = self.state.to_dict()

        seat_tokens: list[str] | None | Unset
        if isinstance(self.seat_tokens, Unset):
            seat_tokens = UNSET
        elif isinstance(self.seat_tokens, list):
            seat_tokens = self.seat_tokens

        else:
            seat_tokens = self.seat_tokens

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "events": events,
                "legal_moves": legal_moves,
                "state": state,
            }
        )
        if seat_tokens is not UNSET:
            field_dict["seat_tokens"] = seat_tokens

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.event import Event
        from ..models.trogdor_legal_move import TrogdorLegalMove
        from ..models.trogdor_state import TrogdorState

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = Event.from_dict(events_item_data)

            events.append(events_item)

        legal_moves = []
        _legal_moves = d.pop("legal_moves")
        for legal_moves_item_data in _legal_moves:
            legal_moves_item = TrogdorLegalMove.from_dict(legal_moves_item_data)

            legal_moves.append(legal_moves_item)

        state = TrogdorState.from_dict(d.pop("state"))

        def _parse_seat_tokens(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                seat_tokens_type_0 = cast(list[str], data)

                return seat_tokens_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        seat_tokens = _parse_seat_tokens(d.pop("seat_tokens", UNSET))

        trogdor_step = cls(
            events=events,
            legal_moves=legal_moves,
            state=state,
            seat_tokens=seat_tokens,
        )

        trogdor_step.additional_properties = d
        return trogdor_step

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
