from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.trogdor_ab_event import TrogdorABEvent
    from ..models.trogdor_ap_card_event import TrogdorApCardEvent
    from ..models.trogdor_ap_event import TrogdorApEvent
    from ..models.trogdor_ap_or_null_event import TrogdorApOrNullEvent
    from ..models.trogdor_arrow_event import TrogdorArrowEvent
    from ..models.trogdor_card_event import TrogdorCardEvent
    from ..models.trogdor_card_reason_event import TrogdorCardReasonEvent
    from ..models.trogdor_card_seat_or_null_event import TrogdorCardSeatOrNullEvent
    from ..models.trogdor_count_pos_event import TrogdorCountPosEvent
    from ..models.trogdor_end_reason_status_event import TrogdorEndReasonStatusEvent
    from ..models.trogdor_health_event import TrogdorHealthEvent
    from ..models.trogdor_health_source_event import TrogdorHealthSourceEvent
    from ..models.trogdor_item_seat_event import TrogdorItemSeatEvent
    from ..models.trogdor_keeper_seat_event import TrogdorKeeperSeatEvent
    from ..models.trogdor_legal_move import TrogdorLegalMove
    from ..models.trogdor_path_event import TrogdorPathEvent
    from ..models.trogdor_path_to_event import TrogdorPathToEvent
    from ..models.trogdor_path_to_who_event import TrogdorPathToWhoEvent
    from ..models.trogdor_pos_event import TrogdorPosEvent
    from ..models.trogdor_pos_or_null_event import TrogdorPosOrNullEvent
    from ..models.trogdor_pos_tile_event import TrogdorPosTileEvent
    from ..models.trogdor_seat_event import TrogdorSeatEvent
    from ..models.trogdor_seat_with_seat_event import TrogdorSeatWithSeatEvent
    from ..models.trogdor_source_event import TrogdorSourceEvent
    from ..models.trogdor_state import TrogdorState
    from ..models.trogdor_text_event import TrogdorTextEvent
    from ..models.trogdor_to_event import TrogdorToEvent


T = TypeVar("T", bound="TrogdorStep")


@_attrs_define
class TrogdorStep:
    """
    Attributes:
        events (list[TrogdorABEvent | TrogdorApCardEvent | TrogdorApEvent | TrogdorApOrNullEvent | TrogdorArrowEvent |
            TrogdorCardEvent | TrogdorCardReasonEvent | TrogdorCardSeatOrNullEvent | TrogdorCountPosEvent |
            TrogdorEndReasonStatusEvent | TrogdorHealthEvent | TrogdorHealthSourceEvent | TrogdorItemSeatEvent |
            TrogdorKeeperSeatEvent | TrogdorPathEvent | TrogdorPathToEvent | TrogdorPathToWhoEvent | TrogdorPosEvent |
            TrogdorPosOrNullEvent | TrogdorPosTileEvent | TrogdorSeatEvent | TrogdorSeatWithSeatEvent | TrogdorSourceEvent |
            TrogdorTextEvent | TrogdorToEvent]):
        legal_moves (list[TrogdorLegalMove]):
        state (TrogdorState):
        seat_tokens (list[str] | None | Unset): POST /states in digital mode only: each seat's token, to hand to that
            seat's player (Gamekeeper-Seat-Token header)
    """

    events: list[
        TrogdorABEvent
        | TrogdorApCardEvent
        | TrogdorApEvent
        | TrogdorApOrNullEvent
        | TrogdorArrowEvent
        | TrogdorCardEvent
        | TrogdorCardReasonEvent
        | TrogdorCardSeatOrNullEvent
        | TrogdorCountPosEvent
        | TrogdorEndReasonStatusEvent
        | TrogdorHealthEvent
        | TrogdorHealthSourceEvent
        | TrogdorItemSeatEvent
        | TrogdorKeeperSeatEvent
        | TrogdorPathEvent
        | TrogdorPathToEvent
        | TrogdorPathToWhoEvent
        | TrogdorPosEvent
        | TrogdorPosOrNullEvent
        | TrogdorPosTileEvent
        | TrogdorSeatEvent
        | TrogdorSeatWithSeatEvent
        | TrogdorSourceEvent
        | TrogdorTextEvent
        | TrogdorToEvent
    ]
    legal_moves: list[TrogdorLegalMove]
    state: TrogdorState
    seat_tokens: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.trogdor_ab_event import TrogdorABEvent
        from ..models.trogdor_ap_card_event import TrogdorApCardEvent
        from ..models.trogdor_ap_event import TrogdorApEvent
        from ..models.trogdor_ap_or_null_event import TrogdorApOrNullEvent
        from ..models.trogdor_arrow_event import TrogdorArrowEvent
        from ..models.trogdor_card_event import TrogdorCardEvent
        from ..models.trogdor_card_reason_event import TrogdorCardReasonEvent
        from ..models.trogdor_card_seat_or_null_event import TrogdorCardSeatOrNullEvent
        from ..models.trogdor_count_pos_event import TrogdorCountPosEvent
        from ..models.trogdor_health_event import TrogdorHealthEvent
        from ..models.trogdor_health_source_event import TrogdorHealthSourceEvent
        from ..models.trogdor_item_seat_event import TrogdorItemSeatEvent
        from ..models.trogdor_keeper_seat_event import TrogdorKeeperSeatEvent
        from ..models.trogdor_path_event import TrogdorPathEvent
        from ..models.trogdor_path_to_event import TrogdorPathToEvent
        from ..models.trogdor_path_to_who_event import TrogdorPathToWhoEvent
        from ..models.trogdor_pos_event import TrogdorPosEvent
        from ..models.trogdor_pos_or_null_event import TrogdorPosOrNullEvent
        from ..models.trogdor_pos_tile_event import TrogdorPosTileEvent
        from ..models.trogdor_seat_event import TrogdorSeatEvent
        from ..models.trogdor_seat_with_seat_event import TrogdorSeatWithSeatEvent
        from ..models.trogdor_source_event import TrogdorSourceEvent
        from ..models.trogdor_text_event import TrogdorTextEvent
        from ..models.trogdor_to_event import TrogdorToEvent

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if (
                isinstance(events_item_data, TrogdorSeatEvent)
                or isinstance(events_item_data, TrogdorKeeperSeatEvent)
                or isinstance(events_item_data, TrogdorItemSeatEvent)
                or isinstance(events_item_data, TrogdorSeatWithSeatEvent)
                or isinstance(events_item_data, TrogdorCardSeatOrNullEvent)
                or isinstance(events_item_data, TrogdorApOrNullEvent)
                or isinstance(events_item_data, TrogdorTextEvent)
                or isinstance(events_item_data, TrogdorApCardEvent)
                or isinstance(events_item_data, TrogdorCardEvent)
                or isinstance(events_item_data, TrogdorApEvent)
                or isinstance(events_item_data, TrogdorToEvent)
                or isinstance(events_item_data, TrogdorPosEvent)
                or isinstance(events_item_data, TrogdorPosTileEvent)
                or isinstance(events_item_data, TrogdorABEvent)
                or isinstance(events_item_data, TrogdorCountPosEvent)
                or isinstance(events_item_data, TrogdorPosOrNullEvent)
                or isinstance(events_item_data, TrogdorArrowEvent)
                or isinstance(events_item_data, TrogdorCardReasonEvent)
                or isinstance(events_item_data, TrogdorPathToWhoEvent)
                or isinstance(events_item_data, TrogdorPathToEvent)
                or isinstance(events_item_data, TrogdorHealthSourceEvent)
                or isinstance(events_item_data, TrogdorSourceEvent)
                or isinstance(events_item_data, TrogdorHealthEvent)
                or isinstance(events_item_data, TrogdorPathEvent)
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
        from ..models.trogdor_ab_event import TrogdorABEvent
        from ..models.trogdor_ap_card_event import TrogdorApCardEvent
        from ..models.trogdor_ap_event import TrogdorApEvent
        from ..models.trogdor_ap_or_null_event import TrogdorApOrNullEvent
        from ..models.trogdor_arrow_event import TrogdorArrowEvent
        from ..models.trogdor_card_event import TrogdorCardEvent
        from ..models.trogdor_card_reason_event import TrogdorCardReasonEvent
        from ..models.trogdor_card_seat_or_null_event import TrogdorCardSeatOrNullEvent
        from ..models.trogdor_count_pos_event import TrogdorCountPosEvent
        from ..models.trogdor_end_reason_status_event import TrogdorEndReasonStatusEvent
        from ..models.trogdor_health_event import TrogdorHealthEvent
        from ..models.trogdor_health_source_event import TrogdorHealthSourceEvent
        from ..models.trogdor_item_seat_event import TrogdorItemSeatEvent
        from ..models.trogdor_keeper_seat_event import TrogdorKeeperSeatEvent
        from ..models.trogdor_legal_move import TrogdorLegalMove
        from ..models.trogdor_path_event import TrogdorPathEvent
        from ..models.trogdor_path_to_event import TrogdorPathToEvent
        from ..models.trogdor_path_to_who_event import TrogdorPathToWhoEvent
        from ..models.trogdor_pos_event import TrogdorPosEvent
        from ..models.trogdor_pos_or_null_event import TrogdorPosOrNullEvent
        from ..models.trogdor_pos_tile_event import TrogdorPosTileEvent
        from ..models.trogdor_seat_event import TrogdorSeatEvent
        from ..models.trogdor_seat_with_seat_event import TrogdorSeatWithSeatEvent
        from ..models.trogdor_source_event import TrogdorSourceEvent
        from ..models.trogdor_state import TrogdorState
        from ..models.trogdor_text_event import TrogdorTextEvent
        from ..models.trogdor_to_event import TrogdorToEvent

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                TrogdorABEvent
                | TrogdorApCardEvent
                | TrogdorApEvent
                | TrogdorApOrNullEvent
                | TrogdorArrowEvent
                | TrogdorCardEvent
                | TrogdorCardReasonEvent
                | TrogdorCardSeatOrNullEvent
                | TrogdorCountPosEvent
                | TrogdorEndReasonStatusEvent
                | TrogdorHealthEvent
                | TrogdorHealthSourceEvent
                | TrogdorItemSeatEvent
                | TrogdorKeeperSeatEvent
                | TrogdorPathEvent
                | TrogdorPathToEvent
                | TrogdorPathToWhoEvent
                | TrogdorPosEvent
                | TrogdorPosOrNullEvent
                | TrogdorPosTileEvent
                | TrogdorSeatEvent
                | TrogdorSeatWithSeatEvent
                | TrogdorSourceEvent
                | TrogdorTextEvent
                | TrogdorToEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_event_type_0 = TrogdorSeatEvent.from_dict(
                        data
                    )

                    return componentsschemas_trogdor_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_event_type_1 = (
                        TrogdorKeeperSeatEvent.from_dict(data)
                    )

                    return componentsschemas_trogdor_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_event_type_2 = (
                        TrogdorItemSeatEvent.from_dict(data)
                    )

                    return componentsschemas_trogdor_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_event_type_3 = (
                        TrogdorSeatWithSeatEvent.from_dict(data)
                    )

                    return componentsschemas_trogdor_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_event_type_4 = (
                        TrogdorCardSeatOrNullEvent.from_dict(data)
                    )

                    return componentsschemas_trogdor_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_event_type_5 = (
                        TrogdorApOrNullEvent.from_dict(data)
                    )

                    return componentsschemas_trogdor_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_event_type_6 = TrogdorTextEvent.from_dict(
                        data
                    )

                    return componentsschemas_trogdor_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_event_type_7 = (
                        TrogdorApCardEvent.from_dict(data)
                    )

                    return componentsschemas_trogdor_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_event_type_8 = TrogdorCardEvent.from_dict(
                        data
                    )

                    return componentsschemas_trogdor_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_event_type_9 = TrogdorApEvent.from_dict(
                        data
                    )

                    return componentsschemas_trogdor_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_event_type_10 = TrogdorToEvent.from_dict(
                        data
                    )

                    return componentsschemas_trogdor_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_event_type_11 = TrogdorPosEvent.from_dict(
                        data
                    )

                    return componentsschemas_trogdor_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_event_type_12 = (
                        TrogdorPosTileEvent.from_dict(data)
                    )

                    return componentsschemas_trogdor_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_event_type_13 = TrogdorABEvent.from_dict(
                        data
                    )

                    return componentsschemas_trogdor_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_event_type_14 = (
                        TrogdorCountPosEvent.from_dict(data)
                    )

                    return componentsschemas_trogdor_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_event_type_15 = (
                        TrogdorPosOrNullEvent.from_dict(data)
                    )

                    return componentsschemas_trogdor_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_event_type_16 = (
                        TrogdorArrowEvent.from_dict(data)
                    )

                    return componentsschemas_trogdor_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_event_type_17 = (
                        TrogdorCardReasonEvent.from_dict(data)
                    )

                    return componentsschemas_trogdor_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_event_type_18 = (
                        TrogdorPathToWhoEvent.from_dict(data)
                    )

                    return componentsschemas_trogdor_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_event_type_19 = (
                        TrogdorPathToEvent.from_dict(data)
                    )

                    return componentsschemas_trogdor_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_event_type_20 = (
                        TrogdorHealthSourceEvent.from_dict(data)
                    )

                    return componentsschemas_trogdor_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_event_type_21 = (
                        TrogdorSourceEvent.from_dict(data)
                    )

                    return componentsschemas_trogdor_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_event_type_22 = (
                        TrogdorHealthEvent.from_dict(data)
                    )

                    return componentsschemas_trogdor_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_event_type_23 = (
                        TrogdorPathEvent.from_dict(data)
                    )

                    return componentsschemas_trogdor_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_trogdor_event_type_24 = (
                    TrogdorEndReasonStatusEvent.from_dict(data)
                )

                return componentsschemas_trogdor_event_type_24

            events_item = _parse_events_item(events_item_data)

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
