from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.troll_party_card_seat_event import TrollPartyCardSeatEvent
    from ..models.troll_party_cards_left_to_place_seat_event import (
        TrollPartyCardsLeftToPlaceSeatEvent,
    )
    from ..models.troll_party_cards_table_event import TrollPartyCardsTableEvent
    from ..models.troll_party_from_table_golden_to_table_event import (
        TrollPartyFromTableGoldenToTableEvent,
    )
    from ..models.troll_party_golden_table_event import TrollPartyGoldenTableEvent
    from ..models.troll_party_legal_move import TrollPartyLegalMove
    from ..models.troll_party_order_seat_table_event import (
        TrollPartyOrderSeatTableEvent,
    )
    from ..models.troll_party_round_event import TrollPartyRoundEvent
    from ..models.troll_party_seat_event import TrollPartySeatEvent
    from ..models.troll_party_seat_table_event import TrollPartySeatTableEvent
    from ..models.troll_party_state import TrollPartyState
    from ..models.troll_party_table_event import TrollPartyTableEvent
    from ..models.troll_party_table_or_null_event import TrollPartyTableOrNullEvent
    from ..models.troll_party_text_event import TrollPartyTextEvent
    from ..models.troll_party_winners_event import TrollPartyWinnersEvent


T = TypeVar("T", bound="TrollPartyStep")


@_attrs_define
class TrollPartyStep:
    """
    Attributes:
        events (list[TrollPartyCardSeatEvent | TrollPartyCardsLeftToPlaceSeatEvent | TrollPartyCardsTableEvent |
            TrollPartyFromTableGoldenToTableEvent | TrollPartyGoldenTableEvent | TrollPartyOrderSeatTableEvent |
            TrollPartyRoundEvent | TrollPartySeatEvent | TrollPartySeatTableEvent | TrollPartyTableEvent |
            TrollPartyTableOrNullEvent | TrollPartyTextEvent | TrollPartyWinnersEvent]):
        legal_moves (list[TrollPartyLegalMove]):
        state (TrollPartyState):
        seat_tokens (list[str] | None | Unset): POST /states in digital mode only: each seat's token, to hand to that
            seat's player (Gamekeeper-Seat-Token header)
    """

    events: list[
        TrollPartyCardSeatEvent
        | TrollPartyCardsLeftToPlaceSeatEvent
        | TrollPartyCardsTableEvent
        | TrollPartyFromTableGoldenToTableEvent
        | TrollPartyGoldenTableEvent
        | TrollPartyOrderSeatTableEvent
        | TrollPartyRoundEvent
        | TrollPartySeatEvent
        | TrollPartySeatTableEvent
        | TrollPartyTableEvent
        | TrollPartyTableOrNullEvent
        | TrollPartyTextEvent
        | TrollPartyWinnersEvent
    ]
    legal_moves: list[TrollPartyLegalMove]
    state: TrollPartyState
    seat_tokens: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.troll_party_card_seat_event import TrollPartyCardSeatEvent
        from ..models.troll_party_cards_left_to_place_seat_event import (
            TrollPartyCardsLeftToPlaceSeatEvent,
        )
        from ..models.troll_party_cards_table_event import TrollPartyCardsTableEvent
        from ..models.troll_party_from_table_golden_to_table_event import (
            TrollPartyFromTableGoldenToTableEvent,
        )
        from ..models.troll_party_golden_table_event import TrollPartyGoldenTableEvent
        from ..models.troll_party_order_seat_table_event import (
            TrollPartyOrderSeatTableEvent,
        )
        from ..models.troll_party_round_event import TrollPartyRoundEvent
        from ..models.troll_party_seat_event import TrollPartySeatEvent
        from ..models.troll_party_seat_table_event import TrollPartySeatTableEvent
        from ..models.troll_party_table_event import TrollPartyTableEvent
        from ..models.troll_party_table_or_null_event import TrollPartyTableOrNullEvent
        from ..models.troll_party_text_event import TrollPartyTextEvent

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if (
                isinstance(events_item_data, TrollPartySeatEvent)
                or isinstance(events_item_data, TrollPartyRoundEvent)
                or isinstance(events_item_data, TrollPartyTableEvent)
                or isinstance(events_item_data, TrollPartyCardsLeftToPlaceSeatEvent)
                or isinstance(events_item_data, TrollPartySeatTableEvent)
                or isinstance(events_item_data, TrollPartyCardsTableEvent)
                or isinstance(events_item_data, TrollPartyOrderSeatTableEvent)
                or isinstance(events_item_data, TrollPartyGoldenTableEvent)
                or isinstance(events_item_data, TrollPartyFromTableGoldenToTableEvent)
                or isinstance(events_item_data, TrollPartyTableOrNullEvent)
                or isinstance(events_item_data, TrollPartyTextEvent)
                or isinstance(events_item_data, TrollPartyCardSeatEvent)
            ):
                events_item = events_item_data.to_dict()
            else:
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
        from ..models.troll_party_card_seat_event import TrollPartyCardSeatEvent
        from ..models.troll_party_cards_left_to_place_seat_event import (
            TrollPartyCardsLeftToPlaceSeatEvent,
        )
        from ..models.troll_party_cards_table_event import TrollPartyCardsTableEvent
        from ..models.troll_party_from_table_golden_to_table_event import (
            TrollPartyFromTableGoldenToTableEvent,
        )
        from ..models.troll_party_golden_table_event import TrollPartyGoldenTableEvent
        from ..models.troll_party_legal_move import TrollPartyLegalMove
        from ..models.troll_party_order_seat_table_event import (
            TrollPartyOrderSeatTableEvent,
        )
        from ..models.troll_party_round_event import TrollPartyRoundEvent
        from ..models.troll_party_seat_event import TrollPartySeatEvent
        from ..models.troll_party_seat_table_event import TrollPartySeatTableEvent
        from ..models.troll_party_state import TrollPartyState
        from ..models.troll_party_table_event import TrollPartyTableEvent
        from ..models.troll_party_table_or_null_event import TrollPartyTableOrNullEvent
        from ..models.troll_party_text_event import TrollPartyTextEvent
        from ..models.troll_party_winners_event import TrollPartyWinnersEvent

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                TrollPartyCardSeatEvent
                | TrollPartyCardsLeftToPlaceSeatEvent
                | TrollPartyCardsTableEvent
                | TrollPartyFromTableGoldenToTableEvent
                | TrollPartyGoldenTableEvent
                | TrollPartyOrderSeatTableEvent
                | TrollPartyRoundEvent
                | TrollPartySeatEvent
                | TrollPartySeatTableEvent
                | TrollPartyTableEvent
                | TrollPartyTableOrNullEvent
                | TrollPartyTextEvent
                | TrollPartyWinnersEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_troll_party_event_type_0 = (
                        TrollPartySeatEvent.from_dict(data)
                    )

                    return componentsschemas_troll_party_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_troll_party_event_type_1 = (
                        TrollPartyRoundEvent.from_dict(data)
                    )

                    return componentsschemas_troll_party_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_troll_party_event_type_2 = (
                        TrollPartyTableEvent.from_dict(data)
                    )

                    return componentsschemas_troll_party_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_troll_party_event_type_3 = (
                        TrollPartyCardsLeftToPlaceSeatEvent.from_dict(data)
                    )

                    return componentsschemas_troll_party_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_troll_party_event_type_4 = (
                        TrollPartySeatTableEvent.from_dict(data)
                    )

                    return componentsschemas_troll_party_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_troll_party_event_type_5 = (
                        TrollPartyCardsTableEvent.from_dict(data)
                    )

                    return componentsschemas_troll_party_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_troll_party_event_type_6 = (
                        TrollPartyOrderSeatTableEvent.from_dict(data)
                    )

                    return componentsschemas_troll_party_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_troll_party_event_type_7 = (
                        TrollPartyGoldenTableEvent.from_dict(data)
                    )

                    return componentsschemas_troll_party_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_troll_party_event_type_8 = (
                        TrollPartyFromTableGoldenToTableEvent.from_dict(data)
                    )

                    return componentsschemas_troll_party_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_troll_party_event_type_9 = (
                        TrollPartyTableOrNullEvent.from_dict(data)
                    )

                    return componentsschemas_troll_party_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_troll_party_event_type_10 = (
                        TrollPartyTextEvent.from_dict(data)
                    )

                    return componentsschemas_troll_party_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_troll_party_event_type_11 = (
                        TrollPartyCardSeatEvent.from_dict(data)
                    )

                    return componentsschemas_troll_party_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_troll_party_event_type_12 = (
                    TrollPartyWinnersEvent.from_dict(data)
                )

                return componentsschemas_troll_party_event_type_12

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        legal_moves = []
        _legal_moves = d.pop("legal_moves")
        for legal_moves_item_data in _legal_moves:
            legal_moves_item = TrollPartyLegalMove.from_dict(legal_moves_item_data)

            legal_moves.append(legal_moves_item)

        state = TrollPartyState.from_dict(d.pop("state"))

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

        troll_party_step = cls(
            events=events,
            legal_moves=legal_moves,
            state=state,
            seat_tokens=seat_tokens,
        )

        troll_party_step.additional_properties = d
        return troll_party_step

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
