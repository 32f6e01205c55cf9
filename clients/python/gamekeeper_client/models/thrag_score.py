from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.thrag_status import ThragStatus

if TYPE_CHECKING:
    from ..models.thrag_breakdown import ThragBreakdown
    from ..models.thrag_score_scores import ThragScoreScores


T = TypeVar("T", bound="ThragScore")


@_attrs_define
class ThragScore:
    """
    Attributes:
        breakdown (ThragBreakdown):
        scores (ThragScoreScores): each seat's points, by seat number
        status (ThragStatus):
        winners (list[int]):
    """

    breakdown: ThragBreakdown
    scores: ThragScoreScores
    status: ThragStatus
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
        from ..models.thrag_breakdown import ThragBreakdown
        from ..models.thrag_score_scores import ThragScoreScores

        d = dict(src_dict)
        breakdown = ThragBreakdown.from_dict(d.pop("breakdown"))

        scores = ThragScoreScores.from_dict(d.pop("scores"))

        status = ThragStatus(d.pop("status"))

        winners = cast(list[int], d.pop("winners"))

        thrag_score = cls(
            breakdown=breakdown,
            scores=scores,
            status=status,
            winners=winners,
        )

        thrag_score.additional_properties = d
        return thrag_score

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
