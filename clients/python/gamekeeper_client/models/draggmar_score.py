from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.draggmar_status import DraggmarStatus

if TYPE_CHECKING:
    from ..models.draggmar_breakdown import DraggmarBreakdown
    from ..models.draggmar_score_scores import DraggmarScoreScores


T = TypeVar("T", bound="DraggmarScore")


@_attrs_define
class DraggmarScore:
    """
    Attributes:
        breakdown (DraggmarBreakdown):
        scores (DraggmarScoreScores): each seat's points, by seat number
        status (DraggmarStatus):
        winners (list[int]):
    """

    breakdown: DraggmarBreakdown
    scores: DraggmarScoreScores
    status: DraggmarStatus
    winners: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        breakdown = self.breakdown.to_dict()

        scores = self.scores.to_dict()

        status = self.status.value

        winners = self.winners

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "breakdown": breakdown,
                "scores": scores,
                "status": status,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.draggmar_breakdown import DraggmarBreakdown
        from ..models.draggmar_score_scores import DraggmarScoreScores

        d = dict(src_dict)
        breakdown = DraggmarBreakdown.from_dict(d.pop("breakdown"))

        scores = DraggmarScoreScores.from_dict(d.pop("scores"))

        status = DraggmarStatus(d.pop("status"))

        winners = cast(list[int], d.pop("winners"))

        draggmar_score = cls(
            breakdown=breakdown,
            scores=scores,
            status=status,
            winners=winners,
        )

        draggmar_score.additional_properties = d
        return draggmar_score

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
