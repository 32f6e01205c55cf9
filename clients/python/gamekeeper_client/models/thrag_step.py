from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.thrag_abandoned_or_null_discarded_event import (
        ThragAbandonedOrNullDiscardedEvent,
    )
    from ..models.thrag_beast_damage_foe_thrag_event import (
        ThragBeastDamageFoeThragEvent,
    )
    from ..models.thrag_beast_foe_thrag_event import ThragBeastFoeThragEvent
    from ..models.thrag_beast_strength_event import ThragBeastStrengthEvent
    from ..models.thrag_coins_damage_event import ThragCoinsDamageEvent
    from ..models.thrag_color_event import ThragColorEvent
    from ..models.thrag_color_value_event import ThragColorValueEvent
    from ..models.thrag_die_pawn_event import ThragDiePawnEvent
    from ..models.thrag_die_reroll_value_event import ThragDieRerollValueEvent
    from ..models.thrag_end_reason_status_event import ThragEndReasonStatusEvent
    from ..models.thrag_legal_move import ThragLegalMove
    from ..models.thrag_stack_event import ThragStackEvent
    from ..models.thrag_state import ThragState
    from ..models.thrag_text_event import ThragTextEvent
    from ..models.thrag_turn_event import ThragTurnEvent
    from ..models.thrag_value_event import ThragValueEvent


T = TypeVar("T", bound="ThragStep")


@_attrs_define
class ThragStep:
    """
    Attributes:
        events (list[ThragAbandonedOrNullDiscardedEvent | ThragBeastDamageFoeThragEvent | ThragBeastFoeThragEvent |
            ThragBeastStrengthEvent | ThragCoinsDamageEvent | ThragColorEvent | ThragColorValueEvent | ThragDiePawnEvent |
            ThragDieRerollValueEvent | ThragEndReasonStatusEvent | ThragStackEvent | ThragTextEvent | ThragTurnEvent |
            ThragValueEvent]):
        legal_moves (list[ThragLegalMove]):
        state (ThragState):
        seat_tokens (list[str] | None | Unset): POST /states in digital mode only: each seat's token, to hand to that
            seat's player (Gamekeeper-Seat-Token header)
    """

    events: list[
        ThragAbandonedOrNullDiscardedEvent
        | ThragBeastDamageFoeThragEvent
        | ThragBeastFoeThragEvent
        | ThragBeastStrengthEvent
        | ThragCoinsDamageEvent
        | ThragColorEvent
        | ThragColorValueEvent
        | ThragDiePawnEvent
        | ThragDieRerollValueEvent
        | ThragEndReasonStatusEvent
        | ThragStackEvent
        | ThragTextEvent
        | ThragTurnEvent
        | ThragValueEvent
    ]
    legal_moves: list[ThragLegalMove]
    state: ThragState
    seat_tokens: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.thrag_abandoned_or_null_discarded_event import (
            ThragAbandonedOrNullDiscardedEvent,
        )
        from ..models.thrag_beast_damage_foe_thrag_event import (
            ThragBeastDamageFoeThragEvent,
        )
        from ..models.thrag_beast_foe_thrag_event import ThragBeastFoeThragEvent
        from ..models.thrag_beast_strength_event import ThragBeastStrengthEvent
        from ..models.thrag_coins_damage_event import ThragCoinsDamageEvent
        from ..models.thrag_color_event import ThragColorEvent
        from ..models.thrag_color_value_event import ThragColorValueEvent
        from ..models.thrag_die_pawn_event import ThragDiePawnEvent
        from ..models.thrag_die_reroll_value_event import ThragDieRerollValueEvent
        from ..models.thrag_stack_event import ThragStackEvent
        from ..models.thrag_text_event import ThragTextEvent
        from ..models.thrag_turn_event import ThragTurnEvent
        from ..models.thrag_value_event import ThragValueEvent

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if (
                isinstance(events_item_data, ThragTurnEvent)
                or isinstance(events_item_data, ThragColorValueEvent)
                or isinstance(events_item_data, ThragDieRerollValueEvent)
                or isinstance(events_item_data, ThragBeastStrengthEvent)
                or isinstance(events_item_data, ThragDiePawnEvent)
                or isinstance(events_item_data, ThragColorEvent)
                or isinstance(events_item_data, ThragBeastFoeThragEvent)
                or isinstance(events_item_data, ThragBeastDamageFoeThragEvent)
                or isinstance(events_item_data, ThragCoinsDamageEvent)
                or isinstance(events_item_data, ThragTextEvent)
                or isinstance(events_item_data, ThragAbandonedOrNullDiscardedEvent)
                or isinstance(events_item_data, ThragValueEvent)
                or isinstance(events_item_data, ThragStackEvent)
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
        from ..models.thrag_abandoned_or_null_discarded_event import (
            ThragAbandonedOrNullDiscardedEvent,
        )
        from ..models.thrag_beast_damage_foe_thrag_event import (
            ThragBeastDamageFoeThragEvent,
        )
        from ..models.thrag_beast_foe_thrag_event import ThragBeastFoeThragEvent
        from ..models.thrag_beast_strength_event import ThragBeastStrengthEvent
        from ..models.thrag_coins_damage_event import ThragCoinsDamageEvent
        from ..models.thrag_color_event import ThragColorEvent
        from ..models.thrag_color_value_event import ThragColorValueEvent
        from ..models.thrag_die_pawn_event import ThragDiePawnEvent
        from ..models.thrag_die_reroll_value_event import ThragDieRerollValueEvent
        from ..models.thrag_end_reason_status_event import ThragEndReasonStatusEvent
        from ..models.thrag_legal_move import ThragLegalMove
        from ..models.thrag_stack_event import ThragStackEvent
        from ..models.thrag_state import ThragState
        from ..models.thrag_text_event import ThragTextEvent
        from ..models.thrag_turn_event import ThragTurnEvent
        from ..models.thrag_value_event import ThragValueEvent

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                ThragAbandonedOrNullDiscardedEvent
                | ThragBeastDamageFoeThragEvent
                | ThragBeastFoeThragEvent
                | ThragBeastStrengthEvent
                | ThragCoinsDamageEvent
                | ThragColorEvent
                | ThragColorValueEvent
                | ThragDiePawnEvent
                | ThragDieRerollValueEvent
                | ThragEndReasonStatusEvent
                | ThragStackEvent
                | ThragTextEvent
                | ThragTurnEvent
                | ThragValueEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_thrag_event_type_0 = ThragTurnEvent.from_dict(
                        data
                    )

                    return componentsschemas_thrag_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_thrag_event_type_1 = (
                        ThragColorValueEvent.from_dict(data)
                    )

                    return componentsschemas_thrag_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_thrag_event_type_2 = (
                        ThragDieRerollValueEvent.from_dict(data)
                    )

                    return componentsschemas_thrag_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_thrag_event_type_3 = (
                        ThragBeastStrengthEvent.from_dict(data)
                    )

                    return componentsschemas_thrag_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_thrag_event_type_4 = ThragDiePawnEvent.from_dict(
                        data
                    )

                    return componentsschemas_thrag_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_thrag_event_type_5 = ThragColorEvent.from_dict(
                        data
                    )

                    return componentsschemas_thrag_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_thrag_event_type_6 = (
                        ThragBeastFoeThragEvent.from_dict(data)
                    )

                    return componentsschemas_thrag_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_thrag_event_type_7 = (
                        ThragBeastDamageFoeThragEvent.from_dict(data)
                    )

                    return componentsschemas_thrag_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_thrag_event_type_8 = (
                        ThragCoinsDamageEvent.from_dict(data)
                    )

                    return componentsschemas_thrag_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_thrag_event_type_9 = ThragTextEvent.from_dict(
                        data
                    )

                    return componentsschemas_thrag_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_thrag_event_type_10 = (
                        ThragAbandonedOrNullDiscardedEvent.from_dict(data)
                    )

                    return componentsschemas_thrag_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_thrag_event_type_11 = ThragValueEvent.from_dict(
                        data
                    )

                    return componentsschemas_thrag_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_thrag_event_type_12 = ThragStackEvent.from_dict(
                        data
                    )

                    return componentsschemas_thrag_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_thrag_event_type_13 = (
                    ThragEndReasonStatusEvent.from_dict(data)
                )

                return componentsschemas_thrag_event_type_13

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        legal_moves = []
        _legal_moves = d.pop("legal_moves")
        for legal_moves_item_data in _legal_moves:
            legal_moves_item = ThragLegalMove.from_dict(legal_moves_item_data)

            legal_moves.append(legal_moves_item)

        state = ThragState.from_dict(d.pop("state"))

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

        thrag_step = cls(
            events=events,
            legal_moves=legal_moves,
            state=state,
            seat_tokens=seat_tokens,
        )

        thrag_step.additional_properties = d
        return thrag_step

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
