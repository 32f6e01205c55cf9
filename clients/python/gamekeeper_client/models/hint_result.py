from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.hint_result_moves_item import HintResultMovesItem
    from ..models.hint_result_plan import HintResultPlan
    from ..models.hint_value import HintValue
    from ..models.quality import Quality
    from ..models.solver_stats import SolverStats


T = TypeVar("T", bound="HintResult")


@_attrs_define
class HintResult:
    """
    Attributes:
        explanation (str):
        moves (list[HintResultMovesItem]):
        quality (Quality):
        stats (SolverStats):
        value (HintValue):
        plan (HintResultPlan | Unset):
    """

    explanation: str
    moves: list[HintResultMovesItem]
    quality: Quality
    stats: SolverStats
    value: HintValue
    plan: HintResultPlan | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        explanation = self.explanation

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)

        quality = self.quality.to_dict()

        stats = self.stats.to_dict()

        value = self.value.to_dict()

        plan: dict[str, Any] | Unset = UNSET
        if not isinstance(self.plan, Unset):
            plan = self.plan.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "explanation": explanation,
                "moves": moves,
                "quality": quality,
                "stats": stats,
                "value": value,
            }
        )
        if plan is not UNSET:
            field_dict["plan"] = plan

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.hint_result_moves_item import HintResultMovesItem
        from ..models.hint_result_plan import HintResultPlan
        from ..models.hint_value import HintValue
        from ..models.quality import Quality
        from ..models.solver_stats import SolverStats

        d = dict(src_dict)
        explanation = d.pop("explanation")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = HintResultMovesItem.from_dict(moves_item_data)

            moves.append(moves_item)

        quality = Quality.from_dict(d.pop("quality"))

        stats = SolverStats.from_dict(d.pop("stats"))

        value = HintValue.from_dict(d.pop("value"))

        _plan = d.pop("plan", UNSET)
        plan: HintResultPlan | Unset
        if isinstance(_plan, Unset):
            plan = UNSET
        else:
            plan = HintResultPlan.from_dict(_plan)

        hint_result = cls(
            explanation=explanation,
            moves=moves,
            quality=quality,
            stats=stats,
            value=value,
            plan=plan,
        )

        hint_result.additional_properties = d
        return hint_result

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
