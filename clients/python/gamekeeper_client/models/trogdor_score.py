from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.trogdor_status import TrogdorStatus

if TYPE_CHECKING:
    from ..models.trogdor_breakdown import TrogdorBreakdown
    from ..models.trogdor_score_scores import TrogdorScoreScores


T = TypeVar("T", bound="TrogdorScore")


@_attrs_define
class TrogdorScore:
    """
    Attributes:
        breakdown (TrogdorBreakdown):
        scores (TrogdorScoreScores): each seat's points, by seat number
        status (TrogdorStatus):
        winners (list[int]):
    """

    breakdown: TrogdorBreakdown
    scores: TrogdorScoreScores
    status: TrogdorStatus
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
        from ..models.trogdor_breakdown import TrogdorBreakdown
        from ..models.trogdor_score_scores import TrogdorScoreScores

        d = dict(src_dict)
        breakdown = TrogdorBreakdown.from_dict(d.pop("breakdown"))

        scores = TrogdorScoreScores.from_dict(d.pop("scores"))

        status = TrogdorStatus(d.pop("status"))

        winners = cast(list[int], d.pop("winners"))

        trogdor_score = cls(
            breakdown=breakdown,
            scores=scores,
            status=status,
            winners=winners,
        )

        trogdor_score.additional_properties = d
        return trogdor_score

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
