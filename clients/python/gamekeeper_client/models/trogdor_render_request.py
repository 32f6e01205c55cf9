from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
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
    from ..models.trogdor_state import TrogdorState
    from ..models.trogdor_trade import TrogdorTrade
    from ..models.trogdor_use_item import TrogdorUseItem


T = TypeVar("T", bound="TrogdorRenderRequest")


@_attrs_define
class TrogdorRenderRequest:
    """
    Attributes:
        state (TrogdorState):
        plan (list[TrogdorBurninate | TrogdorCardEffect | TrogdorChomp | TrogdorChooseCard | TrogdorDealItem |
            TrogdorDealKeeper | TrogdorDecline | TrogdorDiscardForAp | TrogdorDrawActionCard | TrogdorDrawMovementCard |
            TrogdorEndActions | TrogdorHide | TrogdorJump | TrogdorMoveTo | TrogdorSpawn | TrogdorTrade | TrogdorUseItem] |
            Unset): a hint's moves
        seat (int | None | Unset):
    """

    state: TrogdorState
    plan: (
        list[
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
        | Unset
    ) = UNSET
    seat: int | None | Unset = UNSET

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

        state = self.state.to_dict()

        plan: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.plan, Unset):
            plan = []
            for plan_item_data in self.plan:
                plan_item: dict[str, Any]
                if (
                    isinstance(plan_item_data, TrogdorChooseCard)
                    or isinstance(plan_item_data, TrogdorDiscardForAp)
                    or isinstance(plan_item_data, TrogdorMoveTo)
                    or isinstance(plan_item_data, TrogdorChomp)
                    or isinstance(plan_item_data, TrogdorBurninate)
                    or isinstance(plan_item_data, TrogdorJump)
                    or isinstance(plan_item_data, TrogdorHide)
                    or isinstance(plan_item_data, TrogdorEndActions)
                    or isinstance(plan_item_data, TrogdorUseItem)
                    or isinstance(plan_item_data, TrogdorCardEffect)
                    or isinstance(plan_item_data, TrogdorSpawn)
                    or isinstance(plan_item_data, TrogdorTrade)
                    or isinstance(plan_item_data, TrogdorDecline)
                    or isinstance(plan_item_data, TrogdorDrawActionCard)
                    or isinstance(plan_item_data, TrogdorDrawMovementCard)
                    or isinstance(plan_item_data, TrogdorDealKeeper)
                ):
                    plan_item = plan_item_data.to_dict()
                else:
                    plan_item = plan_item_data.to_dict()

                plan.append(plan_item)

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
            }
        )
        if plan is not UNSET:
            field_dict["plan"] = plan
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
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
        from ..models.trogdor_state import TrogdorState
        from ..models.trogdor_trade import TrogdorTrade
        from ..models.trogdor_use_item import TrogdorUseItem

        d = dict(src_dict)
        state = TrogdorState.from_dict(d.pop("state"))

        _plan = d.pop("plan", UNSET)
        plan: (
            list[
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
            | Unset
        ) = UNSET
        if _plan is not UNSET:
            plan = []
            for plan_item_data in _plan:

                def _parse_plan_item(
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
                        componentsschemas_trogdor_move_type_0 = (
                            TrogdorChooseCard.from_dict(data)
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
                        componentsschemas_trogdor_move_type_3 = TrogdorChomp.from_dict(
                            data
                        )

                        return componentsschemas_trogdor_move_type_3
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_trogdor_move_type_4 = (
                            TrogdorBurninate.from_dict(data)
                        )

                        return componentsschemas_trogdor_move_type_4
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_trogdor_move_type_5 = TrogdorJump.from_dict(
                            data
                        )

                        return componentsschemas_trogdor_move_type_5
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_trogdor_move_type_6 = TrogdorHide.from_dict(
                            data
                        )

                        return componentsschemas_trogdor_move_type_6
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_trogdor_move_type_7 = (
                            TrogdorEndActions.from_dict(data)
                        )

                        return componentsschemas_trogdor_move_type_7
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_trogdor_move_type_8 = (
                            TrogdorUseItem.from_dict(data)
                        )

                        return componentsschemas_trogdor_move_type_8
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_trogdor_move_type_9 = (
                            TrogdorCardEffect.from_dict(data)
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
                        componentsschemas_trogdor_move_type_12 = (
                            TrogdorDecline.from_dict(data)
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
                    componentsschemas_trogdor_move_type_16 = TrogdorDealItem.from_dict(
                        data
                    )

                    return componentsschemas_trogdor_move_type_16

                plan_item = _parse_plan_item(plan_item_data)

                plan.append(plan_item)

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        trogdor_render_request = cls(
            state=state,
            plan=plan,
            seat=seat,
        )

        return trogdor_render_request
