from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.match_legal_move_move import MatchLegalMoveMove


T = TypeVar("T", bound="MatchLegalMove")


@_attrs_define
class MatchLegalMove:
    """
    Attributes:
        label (str):
        move (MatchLegalMoveMove):
        seat (int | None):
        probability (float | None | Unset):
    """

    label: str
    move: MatchLegalMoveMove
    seat: int | None
    probability: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        move = self.move.to_dict()

        seat: int | None
        seat = self.seat

        probability: float | None | Unset
        if isinstance(self.probability, Unset):
            probability = UNSET
        else:
            probability = self.probability

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "label": label,
                "move": move,
                "seat": seat,
            }
        )
        if probability is not UNSET:
            field_dict["probability"] = probability

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.match_legal_move_move import MatchLegalMoveMove

        d = dict(src_dict)
        label = d.pop("label")

        move = MatchLegalMoveMove.from_dict(d.pop("move"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        def _parse_probability(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        probability = _parse_probability(d.pop("probability", UNSET))

        match_legal_move = cls(
            label=label,
            move=move,
            seat=seat,
            probability=probability,
        )

        match_legal_move.additional_properties = d
        return match_legal_move

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
