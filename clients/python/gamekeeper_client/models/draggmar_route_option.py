from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.draggmar_accept_trade import DraggmarAcceptTrade
    from ..models.draggmar_admit import DraggmarAdmit
    from ..models.draggmar_ask_to_join import DraggmarAskToJoin
    from ..models.draggmar_assign_reward import DraggmarAssignReward
    from ..models.draggmar_buy import DraggmarBuy
    from ..models.draggmar_choose_first_player import DraggmarChooseFirstPlayer
    from ..models.draggmar_curse_discard import DraggmarCurseDiscard
    from ..models.draggmar_decline_trade import DraggmarDeclineTrade
    from ..models.draggmar_discard import DraggmarDiscard
    from ..models.draggmar_done import DraggmarDone
    from ..models.draggmar_draw_card import DraggmarDrawCard
    from ..models.draggmar_draw_curse import DraggmarDrawCurse
    from ..models.draggmar_draw_room import DraggmarDrawRoom
    from ..models.draggmar_enter import DraggmarEnter
    from ..models.draggmar_equip import DraggmarEquip
    from ..models.draggmar_go_alone import DraggmarGoAlone
    from ..models.draggmar_leave_chest import DraggmarLeaveChest
    from ..models.draggmar_offer_trade import DraggmarOfferTrade
    from ..models.draggmar_open_chest import DraggmarOpenChest
    from ..models.draggmar_play_hero import DraggmarPlayHero
    from ..models.draggmar_redraw import DraggmarRedraw
    from ..models.draggmar_refuse import DraggmarRefuse
    from ..models.draggmar_reveal_token import DraggmarRevealToken
    from ..models.draggmar_scout import DraggmarScout
    from ..models.draggmar_select import DraggmarSelect
    from ..models.draggmar_spend_fame import DraggmarSpendFame
    from ..models.draggmar_split import DraggmarSplit
    from ..models.draggmar_starting_hand import DraggmarStartingHand
    from ..models.draggmar_stay import DraggmarStay
    from ..models.draggmar_trade_market import DraggmarTradeMarket
    from ..models.draggmar_unequip import DraggmarUnequip
    from ..models.draggmar_upgrade import DraggmarUpgrade
    from ..models.draggmar_use_skill import DraggmarUseSkill
    from ..models.draggmar_withdraw_trade import DraggmarWithdrawTrade


T = TypeVar("T", bound="DraggmarRouteOption")


@_attrs_define
class DraggmarRouteOption:
    """
    Attributes:
        doom (float): the mean change of the doom tracker
        doom_interval95 (list[float]):
        edge (float): the ranking's mean: the seat's change against the others'
        fame (float): the seat's mean change of score over the worlds (Fame)
        fame_interval95 (list[float]):
        kept (bool): whether the option was still in play when the search ended
        label (str):
        move (DraggmarAcceptTrade | DraggmarAdmit | DraggmarAskToJoin | DraggmarAssignReward | DraggmarBuy |
            DraggmarChooseFirstPlayer | DraggmarCurseDiscard | DraggmarDeclineTrade | DraggmarDiscard | DraggmarDone |
            DraggmarDrawCard | DraggmarDrawCurse | DraggmarDrawRoom | DraggmarEnter | DraggmarEquip | DraggmarGoAlone |
            DraggmarLeaveChest | DraggmarOfferTrade | DraggmarOpenChest | DraggmarPlayHero | DraggmarRedraw | DraggmarRefuse
            | DraggmarRevealToken | DraggmarScout | DraggmarSelect | DraggmarSpendFame | DraggmarSplit |
            DraggmarStartingHand | DraggmarStay | DraggmarTradeMarket | DraggmarUnequip | DraggmarUpgrade | DraggmarUseSkill
            | DraggmarWithdrawTrade): a move: its type says which, and the fields that type needs
        worlds (int): the worlds this option was played out in
    """

    doom: float
    doom_interval95: list[float]
    edge: float
    fame: float
    fame_interval95: list[float]
    kept: bool
    label: str
    move: (
        DraggmarAcceptTrade
        | DraggmarAdmit
        | DraggmarAskToJoin
        | DraggmarAssignReward
        | DraggmarBuy
        | DraggmarChooseFirstPlayer
        | DraggmarCurseDiscard
        | DraggmarDeclineTrade
        | DraggmarDiscard
        | DraggmarDone
        | DraggmarDrawCard
        | DraggmarDrawCurse
        | DraggmarDrawRoom
        | DraggmarEnter
        | DraggmarEquip
        | DraggmarGoAlone
        | DraggmarLeaveChest
        | DraggmarOfferTrade
        | DraggmarOpenChest
        | DraggmarPlayHero
        | DraggmarRedraw
        | DraggmarRefuse
        | DraggmarRevealToken
        | DraggmarScout
        | DraggmarSelect
        | DraggmarSpendFame
        | DraggmarSplit
        | DraggmarStartingHand
        | DraggmarStay
        | DraggmarTradeMarket
        | DraggmarUnequip
        | DraggmarUpgrade
        | DraggmarUseSkill
        | DraggmarWithdrawTrade
    )
    worlds: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.draggmar_accept_trade import DraggmarAcceptTrade
        from ..models.draggmar_admit import DraggmarAdmit
        from ..models.draggmar_ask_to_join import DraggmarAskToJoin
        from ..models.draggmar_assign_reward import DraggmarAssignReward
        from ..models.draggmar_buy import DraggmarBuy
        from ..models.draggmar_choose_first_player import DraggmarChooseFirstPlayer
        from ..models.draggmar_curse_discard import DraggmarCurseDiscard
        from ..models.draggmar_decline_trade import DraggmarDeclineTrade
        from ..models.draggmar_discard import DraggmarDiscard
        from ..models.draggmar_done import DraggmarDone
        from ..models.draggmar_draw_card import DraggmarDrawCard
        from ..models.draggmar_draw_curse import DraggmarDrawCurse
        from ..models.draggmar_draw_room import DraggmarDrawRoom
        from ..models.draggmar_enter import DraggmarEnter
        from ..models.draggmar_equip import DraggmarEquip
        from ..models.draggmar_go_alone import DraggmarGoAlone
        from ..models.draggmar_leave_chest import DraggmarLeaveChest
        from ..models.draggmar_offer_trade import DraggmarOfferTrade
        from ..models.draggmar_open_chest import DraggmarOpenChest
        from ..models.draggmar_play_hero import DraggmarPlayHero
        from ..models.draggmar_redraw import DraggmarRedraw
        from ..models.draggmar_refuse import DraggmarRefuse
        from ..models.draggmar_scout import DraggmarScout
        from ..models.draggmar_select import DraggmarSelect
        from ..models.draggmar_spend_fame import DraggmarSpendFame
        from ..models.draggmar_split import DraggmarSplit
        from ..models.draggmar_starting_hand import DraggmarStartingHand
        from ..models.draggmar_stay import DraggmarStay
        from ..models.draggmar_trade_market import DraggmarTradeMarket
        from ..models.draggmar_unequip import DraggmarUnequip
        from ..models.draggmar_upgrade import DraggmarUpgrade
        from ..models.draggmar_use_skill import DraggmarUseSkill
        from ..models.draggmar_withdraw_trade import DraggmarWithdrawTrade

        doom = self.doom

        doom_interval95 = self.doom_interval95

        edge = self.edge

        fame = self.fame

        fame_interval95 = self.fame_interval95

        kept = self.kept

        label = self.label

        move: dict[str, Any]
        if (
            isinstance(self.move, DraggmarStartingHand)
            or isinstance(self.move, DraggmarScout)
            or isinstance(self.move, DraggmarSelect)
            or isinstance(self.move, DraggmarBuy)
            or isinstance(self.move, DraggmarRedraw)
            or isinstance(self.move, DraggmarOfferTrade)
            or isinstance(self.move, DraggmarAcceptTrade)
            or isinstance(self.move, DraggmarDeclineTrade)
            or isinstance(self.move, DraggmarWithdrawTrade)
            or isinstance(self.move, DraggmarTradeMarket)
            or isinstance(self.move, DraggmarDone)
            or isinstance(self.move, DraggmarPlayHero)
            or isinstance(self.move, DraggmarEquip)
            or isinstance(self.move, DraggmarUnequip)
            or isinstance(self.move, DraggmarEnter)
            or isinstance(self.move, DraggmarUseSkill)
            or isinstance(self.move, DraggmarSpendFame)
            or isinstance(self.move, DraggmarAssignReward)
            or isinstance(self.move, DraggmarSplit)
            or isinstance(self.move, DraggmarStay)
            or isinstance(self.move, DraggmarGoAlone)
            or isinstance(self.move, DraggmarAskToJoin)
            or isinstance(self.move, DraggmarAdmit)
            or isinstance(self.move, DraggmarRefuse)
            or isinstance(self.move, DraggmarOpenChest)
            or isinstance(self.move, DraggmarLeaveChest)
            or isinstance(self.move, DraggmarUpgrade)
            or isinstance(self.move, DraggmarDiscard)
            or isinstance(self.move, DraggmarCurseDiscard)
            or isinstance(self.move, DraggmarChooseFirstPlayer)
            or isinstance(self.move, DraggmarDrawCard)
            or isinstance(self.move, DraggmarDrawRoom)
            or isinstance(self.move, DraggmarDrawCurse)
        ):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()

        worlds = self.worlds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "doom": doom,
                "doom_interval95": doom_interval95,
                "edge": edge,
                "fame": fame,
                "fame_interval95": fame_interval95,
                "kept": kept,
                "label": label,
                "move": move,
                "worlds": worlds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.draggmar_accept_trade import DraggmarAcceptTrade
        from ..models.draggmar_admit import DraggmarAdmit
        from ..models.draggmar_ask_to_join import DraggmarAskToJoin
        from ..models.draggmar_assign_reward import DraggmarAssignReward
        from ..models.draggmar_buy import DraggmarBuy
        from ..models.draggmar_choose_first_player import DraggmarChooseFirstPlayer
        from ..models.draggmar_curse_discard import DraggmarCurseDiscard
        from ..models.draggmar_decline_trade import DraggmarDeclineTrade
        from ..models.draggmar_discard import DraggmarDiscard
        from ..models.draggmar_done import DraggmarDone
        from ..models.draggmar_draw_card import DraggmarDrawCard
        from ..models.draggmar_draw_curse import DraggmarDrawCurse
        from ..models.draggmar_draw_room import DraggmarDrawRoom
        from ..models.draggmar_enter import DraggmarEnter
        from ..models.draggmar_equip import DraggmarEquip
        from ..models.draggmar_go_alone import DraggmarGoAlone
        from ..models.draggmar_leave_chest import DraggmarLeaveChest
        from ..models.draggmar_offer_trade import DraggmarOfferTrade
        from ..models.draggmar_open_chest import DraggmarOpenChest
        from ..models.draggmar_play_hero import DraggmarPlayHero
        from ..models.draggmar_redraw import DraggmarRedraw
        from ..models.draggmar_refuse import DraggmarRefuse
        from ..models.draggmar_reveal_token import DraggmarRevealToken
        from ..models.draggmar_scout import DraggmarScout
        from ..models.draggmar_select import DraggmarSelect
        from ..models.draggmar_spend_fame import DraggmarSpendFame
        from ..models.draggmar_split import DraggmarSplit
        from ..models.draggmar_starting_hand import DraggmarStartingHand
        from ..models.draggmar_stay import DraggmarStay
        from ..models.draggmar_trade_market import DraggmarTradeMarket
        from ..models.draggmar_unequip import DraggmarUnequip
        from ..models.draggmar_upgrade import DraggmarUpgrade
        from ..models.draggmar_use_skill import DraggmarUseSkill
        from ..models.draggmar_withdraw_trade import DraggmarWithdrawTrade

        d = dict(src_dict)
        doom = d.pop("doom")

        doom_interval95 = cast(list[float], d.pop("doom_interval95"))

        edge = d.pop("edge")

        fame = d.pop("fame")

        fame_interval95 = cast(list[float], d.pop("fame_interval95"))

        kept = d.pop("kept")

        label = d.pop("label")

        def _parse_move(
            data: object,
        ) -> (
            DraggmarAcceptTrade
            | DraggmarAdmit
            | DraggmarAskToJoin
            | DraggmarAssignReward
            | DraggmarBuy
            | DraggmarChooseFirstPlayer
            | DraggmarCurseDiscard
            | DraggmarDeclineTrade
            | DraggmarDiscard
            | DraggmarDone
            | DraggmarDrawCard
            | DraggmarDrawCurse
            | DraggmarDrawRoom
            | DraggmarEnter
            | DraggmarEquip
            | DraggmarGoAlone
            | DraggmarLeaveChest
            | DraggmarOfferTrade
            | DraggmarOpenChest
            | DraggmarPlayHero
            | DraggmarRedraw
            | DraggmarRefuse
            | DraggmarRevealToken
            | DraggmarScout
            | DraggmarSelect
            | DraggmarSpendFame
            | DraggmarSplit
            | DraggmarStartingHand
            | DraggmarStay
            | DraggmarTradeMarket
            | DraggmarUnequip
            | DraggmarUpgrade
            | DraggmarUseSkill
            | DraggmarWithdrawTrade
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_0 = DraggmarStartingHand.from_dict(
                    data
                )

                return componentsschemas_draggmar_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_1 = DraggmarScout.from_dict(data)

                return componentsschemas_draggmar_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_2 = DraggmarSelect.from_dict(data)

                return componentsschemas_draggmar_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_3 = DraggmarBuy.from_dict(data)

                return componentsschemas_draggmar_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_4 = DraggmarRedraw.from_dict(data)

                return componentsschemas_draggmar_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_5 = DraggmarOfferTrade.from_dict(
                    data
                )

                return componentsschemas_draggmar_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_6 = DraggmarAcceptTrade.from_dict(
                    data
                )

                return componentsschemas_draggmar_move_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_7 = DraggmarDeclineTrade.from_dict(
                    data
                )

                return componentsschemas_draggmar_move_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_8 = (
                    DraggmarWithdrawTrade.from_dict(data)
                )

                return componentsschemas_draggmar_move_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_9 = DraggmarTradeMarket.from_dict(
                    data
                )

                return componentsschemas_draggmar_move_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_10 = DraggmarDone.from_dict(data)

                return componentsschemas_draggmar_move_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_11 = DraggmarPlayHero.from_dict(
                    data
                )

                return componentsschemas_draggmar_move_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_12 = DraggmarEquip.from_dict(data)

                return componentsschemas_draggmar_move_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_13 = DraggmarUnequip.from_dict(
                    data
                )

                return componentsschemas_draggmar_move_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_14 = DraggmarEnter.from_dict(data)

                return componentsschemas_draggmar_move_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_15 = DraggmarUseSkill.from_dict(
                    data
                )

                return componentsschemas_draggmar_move_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_16 = DraggmarSpendFame.from_dict(
                    data
                )

                return componentsschemas_draggmar_move_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_17 = (
                    DraggmarAssignReward.from_dict(data)
                )

                return componentsschemas_draggmar_move_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_18 = DraggmarSplit.from_dict(data)

                return componentsschemas_draggmar_move_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_19 = DraggmarStay.from_dict(data)

                return componentsschemas_draggmar_move_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_20 = DraggmarGoAlone.from_dict(
                    data
                )

                return componentsschemas_draggmar_move_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_21 = DraggmarAskToJoin.from_dict(
                    data
                )

                return componentsschemas_draggmar_move_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_22 = DraggmarAdmit.from_dict(data)

                return componentsschemas_draggmar_move_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_23 = DraggmarRefuse.from_dict(data)

                return componentsschemas_draggmar_move_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_24 = DraggmarOpenChest.from_dict(
                    data
                )

                return componentsschemas_draggmar_move_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_25 = DraggmarLeaveChest.from_dict(
                    data
                )

                return componentsschemas_draggmar_move_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_26 = DraggmarUpgrade.from_dict(
                    data
                )

                return componentsschemas_draggmar_move_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_27 = DraggmarDiscard.from_dict(
                    data
                )

                return componentsschemas_draggmar_move_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_28 = (
                    DraggmarCurseDiscard.from_dict(data)
                )

                return componentsschemas_draggmar_move_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_29 = (
                    DraggmarChooseFirstPlayer.from_dict(data)
                )

                return componentsschemas_draggmar_move_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_30 = DraggmarDrawCard.from_dict(
                    data
                )

                return componentsschemas_draggmar_move_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_31 = DraggmarDrawRoom.from_dict(
                    data
                )

                return componentsschemas_draggmar_move_type_31
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_draggmar_move_type_32 = DraggmarDrawCurse.from_dict(
                    data
                )

                return componentsschemas_draggmar_move_type_32
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_draggmar_move_type_33 = DraggmarRevealToken.from_dict(
                data
            )

            return componentsschemas_draggmar_move_type_33

        move = _parse_move(d.pop("move"))

        worlds = d.pop("worlds")

        draggmar_route_option = cls(
            doom=doom,
            doom_interval95=doom_interval95,
            edge=edge,
            fame=fame,
            fame_interval95=fame_interval95,
            kept=kept,
            label=label,
            move=move,
            worlds=worlds,
        )

        draggmar_route_option.additional_properties = d
        return draggmar_route_option

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
