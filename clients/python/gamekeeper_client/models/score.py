from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.score_breakdown import ScoreBreakdown
    from ..models.score_scores import ScoreScores


T = TypeVar("T", bound="Score")


@_attrs_define
class Score:
    """
    Attributes:
        breakdown (ScoreBreakdown):
        scores (ScoreScores):
        status (str):
        winners (list[int]):
    """

    breakdown: ScoreBreakdown
    scores: ScoreScores
    status: str
    winners: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        breakdown = self.breakdown.to_dict()

        scores = self.scores.to_dict()

        status = self.status

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
        from ..models.score_breakdown import ScoreBreakdown
        from ..models.score_scores import ScoreScores

        d = dict(src_dict)
        breakdown = ScoreBreakdown.from_dict(d.pop("breakdown"))

        scores = ScoreScores.from_dict(d.pop("scores"))

        status = d.pop("status")

        winners = cast(list[int], d.pop("winners"))

        score = cls(
            breakdown=breakdown,
            scores=scores,
            status=status,
            winners=winners,
        )

        score.additional_properties = d
        return score

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
