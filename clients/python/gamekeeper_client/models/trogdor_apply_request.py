from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

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


T = TypeVar("T", bound="TrogdorApplyRequest")


@_attrs_define
class TrogdorApplyRequest:
    """
    Attributes:
        move (TrogdorBurninate | TrogdorCardEffect | TrogdorChomp | TrogdorChooseCard | TrogdorDealItem |
            TrogdorDealKeeper | TrogdorDecline | TrogdorDiscardForAp | TrogdorDrawActionCard | TrogdorDrawMovementCard |
            TrogdorEndActions | TrogdorHide | TrogdorJump | TrogdorMoveTo | TrogdorSpawn | TrogdorTrade | TrogdorUseItem): a
            move: its type says which, and the fields that type needs
        state (TrogdorState):
    """

    move: (
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
    )
    state: TrogdorState

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

        move: dict[str, Any]
        if (
            isinstance(self.move, TrogdorChooseCard)
            or isinstance(self.move, TrogdorDiscardForAp)
            or isinstance(self.move, TrogdorMoveTo)
            or isinstance(self.move, TrogdorChomp)
            or isinstance(self.move, TrogdorBurninate)
            or isinstance(self.move, TrogdorJump)
            or isinstance(self.move, TrogdorHide)
            or isinstance(self.move, TrogdorEndActions)
            or isinstance(self.move, TrogdorUseItem)
            or isinstance(self.move, TrogdorCardEffect)
            or isinstance(self.move, TrogdorSpawn)
            or isinstance(self.move, TrogdorTrade)
            or isinstance(self.move, TrogdorDecline)
            or isinstance(self.move, TrogdorDrawActionCard)
            or isinstance(self.move, TrogdorDrawMovementCard)
            or isinstance(self.move, TrogdorDealKeeper)
        ):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()

        state = self.state.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "move": move,
                "state": state,
            }
        )

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

        def _parse_move(
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
                componentsschemas_trogdor_move_type_1 = TrogdorDiscardForAp.from_dict(
                    data
                )

                return componentsschemas_trogdor_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_trogdor_move_type_2 = TrogdorMoveTo.from_dict(data)

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
                componentsschemas_trogdor_move_type_4 = TrogdorBurninate.from_dict(data)

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
                componentsschemas_trogdor_move_type_8 = TrogdorUseItem.from_dict(data)

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
                componentsschemas_trogdor_move_type_10 = TrogdorSpawn.from_dict(data)

                return componentsschemas_trogdor_move_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_trogdor_move_type_11 = TrogdorTrade.from_dict(data)

                return componentsschemas_trogdor_move_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_trogdor_move_type_12 = TrogdorDecline.from_dict(data)

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
                componentsschemas_trogdor_move_type_15 = TrogdorDealKeeper.from_dict(
                    data
                )

                return componentsschemas_trogdor_move_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_trogdor_move_type_16 = TrogdorDealItem.from_dict(data)

            return componentsschemas_trogdor_move_type_16

        move = _parse_move(d.pop("move"))

        state = TrogdorState.from_dict(d.pop("state"))

        trogdor_apply_request = cls(
            move=move,
            state=state,
        )

        return trogdor_apply_request
