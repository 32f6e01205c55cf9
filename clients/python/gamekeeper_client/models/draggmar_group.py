from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.draggmar_group_outcome import DraggmarGroupOutcome
from ..models.draggmar_group_result import DraggmarGroupResult
from ..models.draggmar_group_stage import DraggmarGroupStage

T = TypeVar("T", bound="DraggmarGroup")


@_attrs_define
class DraggmarGroup:
    """
    Attributes:
        ahead (list[str]): rooms seen ahead (peek_next_room), next first
        keep_elites (list[str]):
        keep_pile (int | None): D34: the group whose Keep pile this group draws from (it split off from that group in
            the Keep); null: its own
        keep_rooms (int):
        level (int):
        location (int): a dungeon 1-15, or 16: the Keep
        outcome (DraggmarGroupOutcome | None):
        passed (list[str]):
        result (DraggmarGroupResult | None): left (D35): its last hero went on in another group; the run did not fail;
            rift (Undead Crusade): it killed General Velos or reached a Portal, closing its Rift
        rewards (list[str]):
        room (None | str):
        seats (list[int]): empty only once its last seat joined another group (D35)
        stage (DraggmarGroupStage): regroup (D35): between rooms, seats whose hero was killed choose to stay, go alone
            or ask to join another group; draw waits while a seat asks to join it; chest (D44): the group's first seat opens
            the chest or leaves it closed
        upgraders (list[int]):
    """

    ahead: list[str]
    keep_elites: list[str]
    keep_pile: int | None
    keep_rooms: int
    level: int
    location: int
    outcome: DraggmarGroupOutcome | None
    passed: list[str]
    result: DraggmarGroupResult | None
    rewards: list[str]
    room: None | str
    seats: list[int]
    stage: DraggmarGroupStage
    upgraders: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ahead = self.ahead

        keep_elites = self.keep_elites

        keep_pile: int | None
        keep_pile = self.keep_pile

        keep_rooms = self.keep_rooms

        level = self.level

        location = self.location

        outcome: None | str
        if isinstance(self.outcome, DraggmarGroupOutcome):
            outcome = self.outcome.value
        else:
            outcome = self.outcome

        passed = self.passed

        result: None | str
        if isinstance(self.result, DraggmarGroupResult):
            result = self.result.value
        else:
            result = self.result

        rewards = self.rewards

        room: None | str
        room = self.room

        seats = self.seats

        stage = self.stage.value

        upgraders = self.upgraders

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ahead": ahead,
                "keep_elites": keep_elites,
                "keep_pile": keep_pile,
                "keep_rooms": keep_rooms,
                "level": level,
                "location": location,
                "outcome": outcome,
                "passed": passed,
                "result": result,
                "rewards": rewards,
                "room": room,
                "seats": seats,
                "stage": stage,
                "upgraders": upgraders,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        ahead = cast(list[str], d.pop("ahead"))

        keep_elites = cast(list[str], d.pop("keep_elites"))

        def _parse_keep_pile(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        keep_pile = _parse_keep_pile(d.pop("keep_pile"))

        keep_rooms = d.pop("keep_rooms")

        level = d.pop("level")

        location = d.pop("location")

        def _parse_outcome(data: object) -> DraggmarGroupOutcome | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                outcome_type_0 = DraggmarGroupOutcome(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DraggmarGroupOutcome | None, data)

        outcome = _parse_outcome(d.pop("outcome"))

        passed = cast(list[str], d.pop("passed"))

        def _parse_result(data: object) -> DraggmarGroupResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                result_type_0 = DraggmarGroupResult(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DraggmarGroupResult | None, data)

        result = _parse_result(d.pop("result"))

        rewards = cast(list[str], d.pop("rewards"))

        def _parse_room(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        room = _parse_room(d.pop("room"))

        seats = cast(list[int], d.pop("seats"))

        stage = DraggmarGroupStage(d.pop("stage"))

        upgraders = cast(list[int], d.pop("upgraders"))

        draggmar_group = cls(
            ahead=ahead,
            keep_elites=keep_elites,
            keep_pile=keep_pile,
            keep_rooms=keep_rooms,
            level=level,
            location=location,
            outcome=outcome,
            passed=passed,
            result=result,
            rewards=rewards,
            room=room,
            seats=seats,
            stage=stage,
            upgraders=upgraders,
        )

        draggmar_group.additional_properties = d
        return draggmar_group

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
