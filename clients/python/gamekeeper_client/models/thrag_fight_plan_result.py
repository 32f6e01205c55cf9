from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.hint_value import HintValue
    from ..models.quality import Quality
    from ..models.solver_stats import SolverStats
    from ..models.thrag_draw_beast import ThragDrawBeast
    from ..models.thrag_draw_coin import ThragDrawCoin
    from ..models.thrag_draw_healing import ThragDrawHealing
    from ..models.thrag_fight_move import ThragFightMove
    from ..models.thrag_fight_plan import ThragFightPlan
    from ..models.thrag_flip_coin import ThragFlipCoin
    from ..models.thrag_pay import ThragPay
    from ..models.thrag_roll import ThragRoll
    from ..models.thrag_spend_pawn import ThragSpendPawn
    from ..models.thrag_stop import ThragStop
    from ..models.thrag_strike import ThragStrike


T = TypeVar("T", bound="ThragFightPlanResult")


@_attrs_define
class ThragFightPlanResult:
    """
    Attributes:
        explanation (str):
        kind (Literal['fight-plan']):
        moves (list[ThragDrawBeast | ThragDrawCoin | ThragDrawHealing | ThragFightMove | ThragFlipCoin | ThragPay |
            ThragRoll | ThragSpendPawn | ThragStop | ThragStrike]): apply them in order: each is a move apply takes as it is
        quality (Quality):
        stats (SolverStats):
        value (HintValue):
        plan (None | ThragFightPlan | Unset):
    """

    explanation: str
    kind: Literal["fight-plan"]
    moves: list[
        ThragDrawBeast
        | ThragDrawCoin
        | ThragDrawHealing
        | ThragFightMove
        | ThragFlipCoin
        | ThragPay
        | ThragRoll
        | ThragSpendPawn
        | ThragStop
        | ThragStrike
    ]
    quality: Quality
    stats: SolverStats
    value: HintValue
    plan: None | ThragFightPlan | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.thrag_draw_beast import ThragDrawBeast
        from ..models.thrag_draw_coin import ThragDrawCoin
        from ..models.thrag_fight_move import ThragFightMove
        from ..models.thrag_fight_plan import ThragFightPlan
        from ..models.thrag_flip_coin import ThragFlipCoin
        from ..models.thrag_pay import ThragPay
        from ..models.thrag_roll import ThragRoll
        from ..models.thrag_spend_pawn import ThragSpendPawn
        from ..models.thrag_stop import ThragStop
        from ..models.thrag_strike import ThragStrike

        explanation = self.explanation

        kind = self.kind

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if (
                isinstance(moves_item_data, ThragFightMove)
                or isinstance(moves_item_data, ThragSpendPawn)
                or isinstance(moves_item_data, ThragFlipCoin)
                or isinstance(moves_item_data, ThragStrike)
                or isinstance(moves_item_data, ThragPay)
                or isinstance(moves_item_data, ThragStop)
                or isinstance(moves_item_data, ThragDrawBeast)
                or isinstance(moves_item_data, ThragRoll)
                or isinstance(moves_item_data, ThragDrawCoin)
            ):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)

        quality = self.quality.to_dict()

        stats = self.stats.to_dict()

        value = self.value.to_dict()

        plan: dict[str, Any] | None | Unset
        if isinstance(self.plan, Unset):
            plan = UNSET
        elif isinstance(self.plan, ThragFightPlan):
            plan = self.plan.to_dict()
        else:
            plan = self.plan

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "explanation": explanation,
                "kind": kind,
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
        from ..models.hint_value import HintValue
        from ..models.quality import Quality
        from ..models.solver_stats import SolverStats
        from ..models.thrag_draw_beast import ThragDrawBeast
        from ..models.thrag_draw_coin import ThragDrawCoin
        from ..models.thrag_draw_healing import ThragDrawHealing
        from ..models.thrag_fight_move import ThragFightMove
        from ..models.thrag_fight_plan import ThragFightPlan
        from ..models.thrag_flip_coin import ThragFlipCoin
        from ..models.thrag_pay import ThragPay
        from ..models.thrag_roll import ThragRoll
        from ..models.thrag_spend_pawn import ThragSpendPawn
        from ..models.thrag_stop import ThragStop
        from ..models.thrag_strike import ThragStrike

        d = dict(src_dict)
        explanation = d.pop("explanation")

        kind = cast(Literal["fight-plan"], d.pop("kind"))
        if kind != "fight-plan":
            raise ValueError(f"kind must match const 'fight-plan', got '{kind}'")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
                data: object,
            ) -> (
                ThragDrawBeast
                | ThragDrawCoin
                | ThragDrawHealing
                | ThragFightMove
                | ThragFlipCoin
                | ThragPay
                | ThragRoll
                | ThragSpendPawn
                | ThragStop
                | ThragStrike
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_thrag_move_type_0 = ThragFightMove.from_dict(data)

                    return componentsschemas_thrag_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_thrag_move_type_1 = ThragSpendPawn.from_dict(data)

                    return componentsschemas_thrag_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_thrag_move_type_2 = ThragFlipCoin.from_dict(data)

                    return componentsschemas_thrag_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_thrag_move_type_3 = ThragStrike.from_dict(data)

                    return componentsschemas_thrag_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_thrag_move_type_4 = ThragPay.from_dict(data)

                    return componentsschemas_thrag_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_thrag_move_type_5 = ThragStop.from_dict(data)

                    return componentsschemas_thrag_move_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_thrag_move_type_6 = ThragDrawBeast.from_dict(data)

                    return componentsschemas_thrag_move_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_thrag_move_type_7 = ThragRoll.from_dict(data)

                    return componentsschemas_thrag_move_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_thrag_move_type_8 = ThragDrawCoin.from_dict(data)

                    return componentsschemas_thrag_move_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_thrag_move_type_9 = ThragDrawHealing.from_dict(data)

                return componentsschemas_thrag_move_type_9

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        quality = Quality.from_dict(d.pop("quality"))

        stats = SolverStats.from_dict(d.pop("stats"))

        value = HintValue.from_dict(d.pop("value"))

        def _parse_plan(data: object) -> None | ThragFightPlan | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                plan_type_0 = ThragFightPlan.from_dict(data)

                return plan_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ThragFightPlan | Unset, data)

        plan = _parse_plan(d.pop("plan", UNSET))

        thrag_fight_plan_result = cls(
            explanation=explanation,
            kind=kind,
            moves=moves,
            quality=quality,
            stats=stats,
            value=value,
            plan=plan,
        )

        thrag_fight_plan_result.additional_properties = d
        return thrag_fight_plan_result

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
