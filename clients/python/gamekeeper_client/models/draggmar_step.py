from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.draggmar_attack_need_room_event import DraggmarAttackNeedRoomEvent
    from ..models.draggmar_card_event import DraggmarCardEvent
    from ..models.draggmar_card_seat_event import DraggmarCardSeatEvent
    from ..models.draggmar_change_doom_event import DraggmarChangeDoomEvent
    from ..models.draggmar_deck_seat_event import DraggmarDeckSeatEvent
    from ..models.draggmar_doom_location_event import DraggmarDoomLocationEvent
    from ..models.draggmar_doom_rifts_event import DraggmarDoomRiftsEvent
    from ..models.draggmar_fame_seat_event import DraggmarFameSeatEvent
    from ..models.draggmar_group_seat_event import DraggmarGroupSeatEvent
    from ..models.draggmar_hero_seat_event import DraggmarHeroSeatEvent
    from ..models.draggmar_item_seat_event import DraggmarItemSeatEvent
    from ..models.draggmar_legal_move import DraggmarLegalMove
    from ..models.draggmar_level_location_event import DraggmarLevelLocationEvent
    from ..models.draggmar_location_event import DraggmarLocationEvent
    from ..models.draggmar_location_room_event import DraggmarLocationRoomEvent
    from ..models.draggmar_location_seat_event import DraggmarLocationSeatEvent
    from ..models.draggmar_location_seats_event import DraggmarLocationSeatsEvent
    from ..models.draggmar_room_event import DraggmarRoomEvent
    from ..models.draggmar_round_event import DraggmarRoundEvent
    from ..models.draggmar_scouts_event import DraggmarScoutsEvent
    from ..models.draggmar_seat_event import DraggmarSeatEvent
    from ..models.draggmar_seat_stat_event import DraggmarSeatStatEvent
    from ..models.draggmar_seat_to_event import DraggmarSeatToEvent
    from ..models.draggmar_seat_with_or_null_event import DraggmarSeatWithOrNullEvent
    from ..models.draggmar_seats_event import DraggmarSeatsEvent
    from ..models.draggmar_state import DraggmarState
    from ..models.draggmar_status_event import DraggmarStatusEvent
    from ..models.draggmar_text_event import DraggmarTextEvent


T = TypeVar("T", bound="DraggmarStep")


@_attrs_define
class DraggmarStep:
    """
    Attributes:
        events (list[DraggmarAttackNeedRoomEvent | DraggmarCardEvent | DraggmarCardSeatEvent | DraggmarChangeDoomEvent |
            DraggmarDeckSeatEvent | DraggmarDoomLocationEvent | DraggmarDoomRiftsEvent | DraggmarFameSeatEvent |
            DraggmarGroupSeatEvent | DraggmarHeroSeatEvent | DraggmarItemSeatEvent | DraggmarLevelLocationEvent |
            DraggmarLocationEvent | DraggmarLocationRoomEvent | DraggmarLocationSeatEvent | DraggmarLocationSeatsEvent |
            DraggmarRoomEvent | DraggmarRoundEvent | DraggmarScoutsEvent | DraggmarSeatEvent | DraggmarSeatsEvent |
            DraggmarSeatStatEvent | DraggmarSeatToEvent | DraggmarSeatWithOrNullEvent | DraggmarStatusEvent |
            DraggmarTextEvent]):
        legal_moves (list[DraggmarLegalMove]):
        state (DraggmarState):
        seat_tokens (list[str] | None | Unset): POST /states in digital mode only: each seat's token, to hand to that
            seat's player (Gamekeeper-Seat-Token header)
    """

    events: list[
        DraggmarAttackNeedRoomEvent
        | DraggmarCardEvent
        | DraggmarCardSeatEvent
        | DraggmarChangeDoomEvent
        | DraggmarDeckSeatEvent
        | DraggmarDoomLocationEvent
        | DraggmarDoomRiftsEvent
        | DraggmarFameSeatEvent
        | DraggmarGroupSeatEvent
        | DraggmarHeroSeatEvent
        | DraggmarItemSeatEvent
        | DraggmarLevelLocationEvent
        | DraggmarLocationEvent
        | DraggmarLocationRoomEvent
        | DraggmarLocationSeatEvent
        | DraggmarLocationSeatsEvent
        | DraggmarRoomEvent
        | DraggmarRoundEvent
        | DraggmarScoutsEvent
        | DraggmarSeatEvent
        | DraggmarSeatsEvent
        | DraggmarSeatStatEvent
        | DraggmarSeatToEvent
        | DraggmarSeatWithOrNullEvent
        | DraggmarStatusEvent
        | DraggmarTextEvent
    ]
    legal_moves: list[DraggmarLegalMove]
    state: DraggmarState
    seat_tokens: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.draggmar_attack_need_room_event import DraggmarAttackNeedRoomEvent
        from ..models.draggmar_card_event import DraggmarCardEvent
        from ..models.draggmar_card_seat_event import DraggmarCardSeatEvent
        from ..models.draggmar_change_doom_event import DraggmarChangeDoomEvent
        from ..models.draggmar_deck_seat_event import DraggmarDeckSeatEvent
        from ..models.draggmar_doom_location_event import DraggmarDoomLocationEvent
        from ..models.draggmar_fame_seat_event import DraggmarFameSeatEvent
        from ..models.draggmar_group_seat_event import DraggmarGroupSeatEvent
        from ..models.draggmar_hero_seat_event import DraggmarHeroSeatEvent
        from ..models.draggmar_item_seat_event import DraggmarItemSeatEvent
        from ..models.draggmar_level_location_event import DraggmarLevelLocationEvent
        from ..models.draggmar_location_event import DraggmarLocationEvent
        from ..models.draggmar_location_room_event import DraggmarLocationRoomEvent
        from ..models.draggmar_location_seat_event import DraggmarLocationSeatEvent
        from ..models.draggmar_location_seats_event import DraggmarLocationSeatsEvent
        from ..models.draggmar_room_event import DraggmarRoomEvent
        from ..models.draggmar_round_event import DraggmarRoundEvent
        from ..models.draggmar_scouts_event import DraggmarScoutsEvent
        from ..models.draggmar_seat_event import DraggmarSeatEvent
        from ..models.draggmar_seat_stat_event import DraggmarSeatStatEvent
        from ..models.draggmar_seat_to_event import DraggmarSeatToEvent
        from ..models.draggmar_seat_with_or_null_event import (
            DraggmarSeatWithOrNullEvent,
        )
        from ..models.draggmar_seats_event import DraggmarSeatsEvent
        from ..models.draggmar_status_event import DraggmarStatusEvent
        from ..models.draggmar_text_event import DraggmarTextEvent

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if (
                isinstance(events_item_data, DraggmarSeatEvent)
                or isinstance(events_item_data, DraggmarCardEvent)
                or isinstance(events_item_data, DraggmarCardSeatEvent)
                or isinstance(events_item_data, DraggmarLevelLocationEvent)
                or isinstance(events_item_data, DraggmarTextEvent)
                or isinstance(events_item_data, DraggmarScoutsEvent)
                or isinstance(events_item_data, DraggmarLocationSeatEvent)
                or isinstance(events_item_data, DraggmarItemSeatEvent)
                or isinstance(events_item_data, DraggmarSeatToEvent)
                or isinstance(events_item_data, DraggmarSeatWithOrNullEvent)
                or isinstance(events_item_data, DraggmarDeckSeatEvent)
                or isinstance(events_item_data, DraggmarLocationEvent)
                or isinstance(events_item_data, DraggmarRoundEvent)
                or isinstance(events_item_data, DraggmarFameSeatEvent)
                or isinstance(events_item_data, DraggmarChangeDoomEvent)
                or isinstance(events_item_data, DraggmarStatusEvent)
                or isinstance(events_item_data, DraggmarRoomEvent)
                or isinstance(events_item_data, DraggmarLocationRoomEvent)
                or isinstance(events_item_data, DraggmarHeroSeatEvent)
                or isinstance(events_item_data, DraggmarSeatStatEvent)
                or isinstance(events_item_data, DraggmarAttackNeedRoomEvent)
                or isinstance(events_item_data, DraggmarSeatsEvent)
                or isinstance(events_item_data, DraggmarGroupSeatEvent)
                or isinstance(events_item_data, DraggmarLocationSeatsEvent)
                or isinstance(events_item_data, DraggmarDoomLocationEvent)
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
        from ..models.draggmar_attack_need_room_event import DraggmarAttackNeedRoomEvent
        from ..models.draggmar_card_event import DraggmarCardEvent
        from ..models.draggmar_card_seat_event import DraggmarCardSeatEvent
        from ..models.draggmar_change_doom_event import DraggmarChangeDoomEvent
        from ..models.draggmar_deck_seat_event import DraggmarDeckSeatEvent
        from ..models.draggmar_doom_location_event import DraggmarDoomLocationEvent
        from ..models.draggmar_doom_rifts_event import DraggmarDoomRiftsEvent
        from ..models.draggmar_fame_seat_event import DraggmarFameSeatEvent
        from ..models.draggmar_group_seat_event import DraggmarGroupSeatEvent
        from ..models.draggmar_hero_seat_event import DraggmarHeroSeatEvent
        from ..models.draggmar_item_seat_event import DraggmarItemSeatEvent
        from ..models.draggmar_legal_move import DraggmarLegalMove
        from ..models.draggmar_level_location_event import DraggmarLevelLocationEvent
        from ..models.draggmar_location_event import DraggmarLocationEvent
        from ..models.draggmar_location_room_event import DraggmarLocationRoomEvent
        from ..models.draggmar_location_seat_event import DraggmarLocationSeatEvent
        from ..models.draggmar_location_seats_event import DraggmarLocationSeatsEvent
        from ..models.draggmar_room_event import DraggmarRoomEvent
        from ..models.draggmar_round_event import DraggmarRoundEvent
        from ..models.draggmar_scouts_event import DraggmarScoutsEvent
        from ..models.draggmar_seat_event import DraggmarSeatEvent
        from ..models.draggmar_seat_stat_event import DraggmarSeatStatEvent
        from ..models.draggmar_seat_to_event import DraggmarSeatToEvent
        from ..models.draggmar_seat_with_or_null_event import (
            DraggmarSeatWithOrNullEvent,
        )
        from ..models.draggmar_seats_event import DraggmarSeatsEvent
        from ..models.draggmar_state import DraggmarState
        from ..models.draggmar_status_event import DraggmarStatusEvent
        from ..models.draggmar_text_event import DraggmarTextEvent

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                DraggmarAttackNeedRoomEvent
                | DraggmarCardEvent
                | DraggmarCardSeatEvent
                | DraggmarChangeDoomEvent
                | DraggmarDeckSeatEvent
                | DraggmarDoomLocationEvent
                | DraggmarDoomRiftsEvent
                | DraggmarFameSeatEvent
                | DraggmarGroupSeatEvent
                | DraggmarHeroSeatEvent
                | DraggmarItemSeatEvent
                | DraggmarLevelLocationEvent
                | DraggmarLocationEvent
                | DraggmarLocationRoomEvent
                | DraggmarLocationSeatEvent
                | DraggmarLocationSeatsEvent
                | DraggmarRoomEvent
                | DraggmarRoundEvent
                | DraggmarScoutsEvent
                | DraggmarSeatEvent
                | DraggmarSeatsEvent
                | DraggmarSeatStatEvent
                | DraggmarSeatToEvent
                | DraggmarSeatWithOrNullEvent
                | DraggmarStatusEvent
                | DraggmarTextEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_event_type_0 = (
                        DraggmarSeatEvent.from_dict(data)
                    )

                    return componentsschemas_draggmar_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_event_type_1 = (
                        DraggmarCardEvent.from_dict(data)
                    )

                    return componentsschemas_draggmar_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_event_type_2 = (
                        DraggmarCardSeatEvent.from_dict(data)
                    )

                    return componentsschemas_draggmar_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_event_type_3 = (
                        DraggmarLevelLocationEvent.from_dict(data)
                    )

                    return componentsschemas_draggmar_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_event_type_4 = (
                        DraggmarTextEvent.from_dict(data)
                    )

                    return componentsschemas_draggmar_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_event_type_5 = (
                        DraggmarScoutsEvent.from_dict(data)
                    )

                    return componentsschemas_draggmar_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_event_type_6 = (
                        DraggmarLocationSeatEvent.from_dict(data)
                    )

                    return componentsschemas_draggmar_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_event_type_7 = (
                        DraggmarItemSeatEvent.from_dict(data)
                    )

                    return componentsschemas_draggmar_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_event_type_8 = (
                        DraggmarSeatToEvent.from_dict(data)
                    )

                    return componentsschemas_draggmar_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_event_type_9 = (
                        DraggmarSeatWithOrNullEvent.from_dict(data)
                    )

                    return componentsschemas_draggmar_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_event_type_10 = (
                        DraggmarDeckSeatEvent.from_dict(data)
                    )

                    return componentsschemas_draggmar_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_event_type_11 = (
                        DraggmarLocationEvent.from_dict(data)
                    )

                    return componentsschemas_draggmar_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_event_type_12 = (
                        DraggmarRoundEvent.from_dict(data)
                    )

                    return componentsschemas_draggmar_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_event_type_13 = (
                        DraggmarFameSeatEvent.from_dict(data)
                    )

                    return componentsschemas_draggmar_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_event_type_14 = (
                        DraggmarChangeDoomEvent.from_dict(data)
                    )

                    return componentsschemas_draggmar_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_event_type_15 = (
                        DraggmarStatusEvent.from_dict(data)
                    )

                    return componentsschemas_draggmar_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_event_type_16 = (
                        DraggmarRoomEvent.from_dict(data)
                    )

                    return componentsschemas_draggmar_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_event_type_17 = (
                        DraggmarLocationRoomEvent.from_dict(data)
                    )

                    return componentsschemas_draggmar_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_event_type_18 = (
                        DraggmarHeroSeatEvent.from_dict(data)
                    )

                    return componentsschemas_draggmar_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_event_type_19 = (
                        DraggmarSeatStatEvent.from_dict(data)
                    )

                    return componentsschemas_draggmar_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_event_type_20 = (
                        DraggmarAttackNeedRoomEvent.from_dict(data)
                    )

                    return componentsschemas_draggmar_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_event_type_21 = (
                        DraggmarSeatsEvent.from_dict(data)
                    )

                    return componentsschemas_draggmar_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_event_type_22 = (
                        DraggmarGroupSeatEvent.from_dict(data)
                    )

                    return componentsschemas_draggmar_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_event_type_23 = (
                        DraggmarLocationSeatsEvent.from_dict(data)
                    )

                    return componentsschemas_draggmar_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_event_type_24 = (
                        DraggmarDoomLocationEvent.from_dict(data)
                    )

                    return componentsschemas_draggmar_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_event_type_25 = (
                    DraggmarDoomRiftsEvent.from_dict(data)
                )

                return componentsschemas_draggmar_event_type_25

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        legal_moves = []
        _legal_moves = d.pop("legal_moves")
        for legal_moves_item_data in _legal_moves:
            legal_moves_item = DraggmarLegalMove.from_dict(legal_moves_item_data)

            legal_moves.append(legal_moves_item)

        state = DraggmarState.from_dict(d.pop("state"))

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

        draggmar_step = cls(
            events=events,
            legal_moves=legal_moves,
            state=state,
            seat_tokens=seat_tokens,
        )

        draggmar_step.additional_properties = d
        return draggmar_step

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
