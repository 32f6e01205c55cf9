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

if TYPE_CHECKING:
    from ..models.hint_value import HintValue
    from ..models.quality import Quality
    from ..models.solver_stats import SolverStats
    from ..models.trogdor_burninate import TrogdorBurninate
    from ..models.trogdor_card_effect import TrogdorCardEffect
    from ..models.trogdor_chomp import TrogdorChomp
    from ..models.trogdor_choose_card import TrogdorChooseCard
    from ..models.trogdor_deal_item import TrogdorDealItem
    from ..models.trogdor_deal_keeper import TrogdorDealKeeper
    from ..models.trogdor_decline import TrogdorDecline
    from ..models.trogdor_discard_for_ap import TrogdorDiscardForAp
    from ..models.trogdor_draw_action_card import TrogdorDrawActionCard
    from ..models.trogdor_draw_movement_card import TrogdorDrawMovementCard
    from ..models.trogdor_end_actions import TrogdorEndActions
    from ..models.trogdor_hide import TrogdorHide
    from ..models.trogdor_jump import TrogdorJump
    from ..models.trogdor_move_to import TrogdorMoveTo
    from ..models.trogdor_spawn import TrogdorSpawn
    from ..models.trogdor_trade import TrogdorTrade
    from ..models.trogdor_use_item import TrogdorUseItem


T = TypeVar("T", bound="TrogdorTurnPlanResult")


@_attrs_define
class TrogdorTurnPlanResult:
    """
    Attributes:
        explanation (str):
        kind (Literal['turn-plan']):
        moves (list[TrogdorBurninate | TrogdorCardEffect | TrogdorChomp | TrogdorChooseCard | TrogdorDealItem |
            TrogdorDealKeeper | TrogdorDecline | TrogdorDiscardForAp | TrogdorDrawActionCard | TrogdorDrawMovementCard |
            TrogdorEndActions | TrogdorHide | TrogdorJump | TrogdorMoveTo | TrogdorSpawn | TrogdorTrade | TrogdorUseItem]):
            apply them in order: each is a move apply takes as it is
        quality (Quality):
        stats (SolverStats):
        value (HintValue):
    """

    explanation: str
    kind: Literal["turn-plan"]
    moves: list[
        TrogdorBurninate
        | TrogdorCardEffect
        | TrogdorChomp
        | TrogdorChooseCard
        | TrogdorDealItem
        | TrogdorDealKeeper
        | TrogdorDecline
        | TrogdorDiscardForAp
        | TrogdorDrawActionCard
        | TrogdorDrawMovementCard
        | TrogdorEndActions
        | TrogdorHide
        | TrogdorJump
        | TrogdorMoveTo
        | TrogdorSpawn
        | TrogdorTrade
        | TrogdorUseItem
    ]
    quality: Quality
    stats: SolverStats
    value: HintValue
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.trogdor_burninate import TrogdorBurninate
        from ..models.trogdor_card_effect import TrogdorCardEffect
        from ..models.trogdor_chomp import TrogdorChomp
        from ..models.trogdor_choose_card import TrogdorChooseCard
        from ..models.trogdor_deal_keeper import TrogdorDealKeeper
        from ..models.trogdor_decline import TrogdorDecline
        from ..models.trogdor_discard_for_ap import TrogdorDiscardForAp
        from ..models.trogdor_draw_action_card import TrogdorDrawActionCard
        from ..models.trogdor_draw_movement_card import TrogdorDrawMovementCard
        from ..models.trogdor_end_actions import TrogdorEndActions
        from ..models.trogdor_hide import TrogdorHide
        from ..models.trogdor_jump import TrogdorJump
        from ..models.trogdor_move_to import TrogdorMoveTo
        from ..models.trogdor_spawn import TrogdorSpawn
        from ..models.trogdor_trade import TrogdorTrade
        from ..models.trogdor_use_item import TrogdorUseItem

        explanation = self.explanation

        kind = self.kind

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if (
                isinstance(moves_item_data, TrogdorChooseCard)
                or isinstance(moves_item_data, TrogdorDiscardForAp)
                or isinstance(moves_item_data, TrogdorMoveTo)
                or isinstance(moves_item_data, TrogdorChomp)
                or isinstance(moves_item_data, TrogdorBurninate)
                or isinstance(moves_item_data, TrogdorJump)
                or isinstance(moves_item_data, TrogdorHide)
                or isinstance(moves_item_data, TrogdorEndActions)
                or isinstance(moves_item_data, TrogdorUseItem)
                or isinstance(moves_item_data, TrogdorCardEffect)
                or isinstance(moves_item_data, TrogdorSpawn)
                or isinstance(moves_item_data, TrogdorTrade)
                or isinstance(moves_item_data, TrogdorDecline)
                or isinstance(moves_item_data, TrogdorDrawActionCard)
                or isinstance(moves_item_data, TrogdorDrawMovementCard)
                or isinstance(moves_item_data, TrogdorDealKeeper)
            ):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)

        quality = self.quality.to_dict()

        stats = self.stats.to_dict()

        value = self.value.to_dict()

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

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.hint_value import HintValue
        from ..models.quality import Quality
        from ..models.solver_stats import SolverStats
        from ..models.trogdor_burninate import TrogdorBurninate
        from ..models.trogdor_card_effect import TrogdorCardEffect
        from ..models.trogdor_chomp import TrogdorChomp
        from ..models.trogdor_choose_card import TrogdorChooseCard
        from ..models.trogdor_deal_item import TrogdorDealItem
        from ..models.trogdor_deal_keeper import TrogdorDealKeeper
        from ..models.trogdor_decline import TrogdorDecline
        from ..models.trogdor_discard_for_ap import TrogdorDiscardForAp
        from ..models.trogdor_draw_action_card import TrogdorDrawActionCard
        from ..models.trogdor_draw_movement_card import TrogdorDrawMovementCard
        from ..models.trogdor_end_actions import TrogdorEndActions
        from ..models.trogdor_hide import TrogdorHide
        from ..models.trogdor_jump import TrogdorJump
        from ..models.trogdor_move_to import TrogdorMoveTo
        from ..models.trogdor_spawn import TrogdorSpawn
        from ..models.trogdor_trade import TrogdorTrade
        from ..models.trogdor_use_item import TrogdorUseItem

        d = dict(src_dict)
        explanation = d.pop("explanation")

        kind = cast(Literal["turn-plan"], d.pop("kind"))
        if kind != "turn-plan":
            raise ValueError(f"kind must match const 'turn-plan', got '{kind}'")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
                data: object,
            ) -> (
                TrogdorBurninate
                | TrogdorCardEffect
                | TrogdorChomp
                | TrogdorChooseCard
                | TrogdorDealItem
                | TrogdorDealKeeper
                | TrogdorDecline
                | TrogdorDiscardForAp
                | TrogdorDrawActionCard
                | TrogdorDrawMovementCard
                | TrogdorEndActions
                | TrogdorHide
                | TrogdorJump
                | TrogdorMoveTo
                | TrogdorSpawn
                | TrogdorTrade
                | TrogdorUseItem
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_move_type_0 = TrogdorChooseCard.from_dict(
                        data
                    )

                    return componentsschemas_trogdor_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_move_type_1 = (
                        TrogdorDiscardForAp.from_dict(data)
                    )

                    return componentsschemas_trogdor_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_move_type_2 = TrogdorMoveTo.from_dict(
                        data
                    )

                    return componentsschemas_trogdor_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_move_type_3 = TrogdorChomp.from_dict(data)

                    return componentsschemas_trogdor_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_move_type_4 = TrogdorBurninate.from_dict(
                        data
                    )

                    return componentsschemas_trogdor_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_move_type_5 = TrogdorJump.from_dict(data)

                    return componentsschemas_trogdor_move_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_move_type_6 = TrogdorHide.from_dict(data)

                    return componentsschemas_trogdor_move_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_move_type_7 = TrogdorEndActions.from_dict(
                        data
                    )

                    return componentsschemas_trogdor_move_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_move_type_8 = TrogdorUseItem.from_dict(
                        data
                    )

                    return componentsschemas_trogdor_move_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_move_type_9 = TrogdorCardEffect.from_dict(
                        data
                    )

                    return componentsschemas_trogdor_move_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_move_type_10 = TrogdorSpawn.from_dict(
                        data
                    )

                    return componentsschemas_trogdor_move_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_move_type_11 = TrogdorTrade.from_dict(
                        data
                    )

                    return componentsschemas_trogdor_move_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_move_type_12 = TrogdorDecline.from_dict(
                        data
                    )

                    return componentsschemas_trogdor_move_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_move_type_13 = (
                        TrogdorDrawActionCard.from_dict(data)
                    )

                    return componentsschemas_trogdor_move_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_move_type_14 = (
                        TrogdorDrawMovementCard.from_dict(data)
                    )

                    return componentsschemas_trogdor_move_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_trogdor_move_type_15 = (
                        TrogdorDealKeeper.from_dict(data)
                    )

                    return componentsschemas_trogdor_move_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_trogdor_move_type_16 = TrogdorDealItem.from_dict(data)

                return componentsschemas_trogdor_move_type_16

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        quality = Quality.from_dict(d.pop("quality"))

        stats = SolverStats.from_dict(d.pop("stats"))

        value = HintValue.from_dict(d.pop("value"))

        trogdor_turn_plan_result = cls(
            explanation=explanation,
            kind=kind,
            moves=moves,
            quality=quality,
            stats=stats,
            value=value,
        )

        trogdor_turn_plan_result.additional_properties = d
        return trogdor_turn_plan_result

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
