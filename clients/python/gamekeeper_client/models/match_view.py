from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.event import Event
    from ..models.match_legal_move import MatchLegalMove
    from ..models.match_view_view import MatchViewView


T = TypeVar("T", bound="MatchView")


@_attrs_define
class MatchView:
    """
    Attributes:
        events (list[Event]): what happened in the last change
        game (str):
        id (str):
        legal_moves (list[MatchLegalMove]): a seat: its own moves (secret ones included); a spectator: the public ones
        seat (int | None):
        status (str):
        to_act (list[int]):
        undo (bool): whether the host may undo
        version (int): counts changes; the ETag names it
        view (MatchViewView): the game's state as this seat may see it
    """

    events: list[Event]
    game: str
    id: str
    legal_moves: list[MatchLegalMove]
    seat: int | None
    status: str
    to_act: list[int]
    undo: bool
    version: int
    view: MatchViewView
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        game = self.game

        id = self.id

        legal_moves = []
        for legal_moves_item_data in self.legal_moves:
            legal_moves_item = legal_moves_item_data.to_dict()
            legal_moves.append(legal_moves_item)

        seat: int | None
        seat = self.seat

        status = self.status

        to_act = self.to_act

        undo = self.undo

        version = self.version

        view = self.view.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "events": events,
                "game": game,
                "id": id,
                "legal_moves": legal_moves,
                "seat": seat,
                "status": status,
                "to_act": to_act,
                "undo": undo,
                "version": version,
                "view": view,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.event import Event
        from ..models.match_legal_move import MatchLegalMove
        from ..models.match_view_view import MatchViewView

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = Event.from_dict(events_item_data)

            events.append(events_item)

        game = d.pop("game")

        id = d.pop("id")

        legal_moves = []
        _legal_moves = d.pop("legal_moves")
        for legal_moves_item_data in _legal_moves:
            legal_moves_item = MatchLegalMove.from_dict(legal_moves_item_data)

            legal_moves.append(legal_moves_item)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        status = d.pop("status")

        to_act = cast(list[int], d.pop("to_act"))

        undo = d.pop("undo")

        version = d.pop("version")

        view = MatchViewView.from_dict(d.pop("view"))

        match_view = cls(
            events=events,
            game=game,
            id=id,
            legal_moves=legal_moves,
            seat=seat,
            status=status,
            to_act=to_act,
            undo=undo,
            version=version,
            view=view,
        )

        match_view.additional_properties = d
        return match_view

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
