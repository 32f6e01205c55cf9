from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.thrag_draw_beast import ThragDrawBeast
    from ..models.thrag_draw_coin import ThragDrawCoin
    from ..models.thrag_draw_healing import ThragDrawHealing
    from ..models.thrag_fight_move import ThragFightMove
    from ..models.thrag_fight_plan_outcome import ThragFightPlanOutcome
    from ..models.thrag_flip_coin import ThragFlipCoin
    from ..models.thrag_pay import ThragPay
    from ..models.thrag_roll import ThragRoll
    from ..models.thrag_spend_pawn import ThragSpendPawn
    from ..models.thrag_stop import ThragStop
    from ..models.thrag_strike import ThragStrike


T = TypeVar("T", bound="ThragFightPlan")


@_attrs_define
class ThragFightPlan:
    """
    Attributes:
        after (ThragDrawBeast | ThragDrawCoin | ThragDrawHealing | ThragFightMove | ThragFlipCoin | ThragPay | ThragRoll
            | ThragSpendPawn | ThragStop | ThragStrike): a move: its type says which, and the fields that type needs
        outcomes (list[ThragFightPlanOutcome]):
    """

    after: (
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
    )
    outcomes: list[ThragFightPlanOutcome]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.thrag_draw_beast import ThragDrawBeast
        from ..models.thrag_draw_coin import ThragDrawCoin
        from ..models.thrag_fight_move import ThragFightMove
        from ..models.thrag_flip_coin import ThragFlipCoin
        from ..models.thrag_pay import ThragPay
        from ..models.thrag_roll import ThragRoll
        from ..models.thrag_spend_pawn import ThragSpendPawn
        from ..models.thrag_stop import ThragStop
        from ..models.thrag_strike import ThragStrike

        after: dict[str, Any]
        if (
            isinstance(self.after, ThragFightMove)
            or isinstance(self.after, ThragSpendPawn)
            or isinstance(self.after, ThragFlipCoin)
            or isinstance(self.after, ThragStrike)
            or isinstance(self.after, ThragPay)
            or isinstance(self.after, ThragStop)
            or isinstance(self.after, ThragDrawBeast)
            or isinstance(self.after, ThragRoll)
            or isinstance(self.after, ThragDrawCoin)
        ):
            after = self.after.to_dict()
        else:
            after = self.after.to_dict()

        outcomes = []
        for outcomes_item_data in self.outcomes:
            outcomes_item = outcomes_item_data.to_dict()
            outcomes.append(outcomes_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "after": after,
                "outcomes": outcomes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.thrag_draw_beast import ThragDrawBeast
        from ..models.thrag_draw_coin import ThragDrawCoin
        from ..models.thrag_draw_healing import ThragDrawHealing
        from ..models.thrag_fight_move import ThragFightMove
        from ..models.thrag_fight_plan_outcome import ThragFightPlanOutcome
        from ..models.thrag_flip_coin import ThragFlipCoin
        from ..models.thrag_pay import ThragPay
        from ..models.thrag_roll import ThragRoll
        from ..models.thrag_spend_pawn import ThragSpendPawn
        from ..models.thrag_stop import ThragStop
        from ..models.thrag_strike import ThragStrike

        d = dict(src_dict)

        def _parse_after(
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

        after = _parse_after(d.pop("after"))

        outcomes = []
        _outcomes = d.pop("outcomes")
        for outcomes_item_data in _outcomes:
            outcomes_item = ThragFightPlanOutcome.from_dict(outcomes_item_data)

            outcomes.append(outcomes_item)

        thrag_fight_plan = cls(
            after=after,
            outcomes=outcomes,
        )

        thrag_fight_plan.additional_properties = d
        return thrag_fight_plan

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
