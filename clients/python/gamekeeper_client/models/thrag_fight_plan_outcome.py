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
    from ..models.thrag_flip_coin import ThragFlipCoin
    from ..models.thrag_pay import ThragPay
    from ..models.thrag_roll import ThragRoll
    from ..models.thrag_spend_pawn import ThragSpendPawn
    from ..models.thrag_stop import ThragStop
    from ..models.thrag_strike import ThragStrike


T = TypeVar("T", bound="ThragFightPlanOutcome")


@_attrs_define
class ThragFightPlanOutcome:
    """
    Attributes:
        outcome (ThragDrawBeast | ThragDrawCoin | ThragDrawHealing | ThragFightMove | ThragFlipCoin | ThragPay |
            ThragRoll | ThragSpendPawn | ThragStop | ThragStrike): a move: its type says which, and the fields that type
            needs
        probability (float):
        text (str):
        then (list[ThragDrawBeast | ThragDrawCoin | ThragDrawHealing | ThragFightMove | ThragFlipCoin | ThragPay |
            ThragRoll | ThragSpendPawn | ThragStop | ThragStrike]):
        value (float): the chance of winning after this outcome
    """

    outcome: (
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
    probability: float
    text: str
    then: list[
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
    value: float
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

        outcome: dict[str, Any]
        if (
            isinstance(self.outcome, ThragFightMove)
            or isinstance(self.outcome, ThragSpendPawn)
            or isinstance(self.outcome, ThragFlipCoin)
            or isinstance(self.outcome, ThragStrike)
            or isinstance(self.outcome, ThragPay)
            or isinstance(self.outcome, ThragStop)
            or isinstance(self.outcome, ThragDrawBeast)
            or isinstance(self.outcome, ThragRoll)
            or isinstance(self.outcome, ThragDrawCoin)
        ):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome.to_dict()

        probability = self.probability

        text = self.text

        then = []
        for then_item_data in self.then:
            then_item: dict[str, Any]
            if (
                isinstance(then_item_data, ThragFightMove)
                or isinstance(then_item_data, ThragSpendPawn)
                or isinstance(then_item_data, ThragFlipCoin)
                or isinstance(then_item_data, ThragStrike)
                or isinstance(then_item_data, ThragPay)
                or isinstance(then_item_data, ThragStop)
                or isinstance(then_item_data, ThragDrawBeast)
                or isinstance(then_item_data, ThragRoll)
                or isinstance(then_item_data, ThragDrawCoin)
            ):
                then_item = then_item_data.to_dict()
            else:
                then_item = then_item_data.to_dict()

            then.append(then_item)

        value = self.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "outcome": outcome,
                "probability": probability,
                "text": text,
                "then": then,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.thrag_draw_beast import ThragDrawBeast
        from ..models.thrag_draw_coin import ThragDrawCoin
        from ..models.thrag_draw_healing import ThragDrawHealing
        from ..models.thrag_fight_move import ThragFightMove
        from ..models.thrag_flip_coin import ThragFlipCoin
        from ..models.thrag_pay import ThragPay
        from ..models.thrag_roll import ThragRoll
        from ..models.thrag_spend_pawn import ThragSpendPawn
        from ..models.thrag_stop import ThragStop
        from ..models.thrag_strike import ThragStrike

        d = dict(src_dict)

        def _parse_outcome(
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

        outcome = _parse_outcome(d.pop("outcome"))

        probability = d.pop("probability")

        text = d.pop("text")

        then = []
        _then = d.pop("then")
        for then_item_data in _then:

            def _parse_then_item(
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

            then_item = _parse_then_item(then_item_data)

            then.append(then_item)

        value = d.pop("value")

        thrag_fight_plan_outcome = cls(
            outcome=outcome,
            probability=probability,
            text=text,
            then=then,
            value=value,
        )

        thrag_fight_plan_outcome.additional_properties = d
        return thrag_fight_plan_outcome

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
