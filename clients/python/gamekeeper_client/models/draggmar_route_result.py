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
    from ..models.draggmar_route_plan import DraggmarRoutePlan
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
    from ..models.hint_value import HintValue
    from ..models.quality import Quality
    from ..models.solver_stats import SolverStats


T = TypeVar("T", bound="DraggmarRouteResult")


@_attrs_define
class DraggmarRouteResult:
    """
    Attributes:
        explanation (str):
        kind (Literal['route']):
        moves (list[DraggmarAcceptTrade | DraggmarAdmit | DraggmarAskToJoin | DraggmarAssignReward | DraggmarBuy |
            DraggmarChooseFirstPlayer | DraggmarCurseDiscard | DraggmarDeclineTrade | DraggmarDiscard | DraggmarDone |
            DraggmarDrawCard | DraggmarDrawCurse | DraggmarDrawRoom | DraggmarEnter | DraggmarEquip | DraggmarGoAlone |
            DraggmarLeaveChest | DraggmarOfferTrade | DraggmarOpenChest | DraggmarPlayHero | DraggmarRedraw | DraggmarRefuse
            | DraggmarRevealToken | DraggmarScout | DraggmarSelect | DraggmarSpendFame | DraggmarSplit |
            DraggmarStartingHand | DraggmarStay | DraggmarTradeMarket | DraggmarUnequip | DraggmarUpgrade | DraggmarUseSkill
            | DraggmarWithdrawTrade]): apply them in order: each is a move apply takes as it is
        quality (Quality):
        stats (SolverStats):
        value (HintValue):
        plan (DraggmarRoutePlan | None | Unset):
    """

    explanation: str
    kind: Literal["route"]
    moves: list[
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
    ]
    quality: Quality
    stats: SolverStats
    value: HintValue
    plan: DraggmarRoutePlan | None | Unset = UNSET
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
        from ..models.draggmar_route_plan import DraggmarRoutePlan
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

        explanation = self.explanation

        kind = self.kind

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if (
                isinstance(moves_item_data, DraggmarStartingHand)
                or isinstance(moves_item_data, DraggmarScout)
                or isinstance(moves_item_data, DraggmarSelect)
                or isinstance(moves_item_data, DraggmarBuy)
                or isinstance(moves_item_data, DraggmarRedraw)
                or isinstance(moves_item_data, DraggmarOfferTrade)
                or isinstance(moves_item_data, DraggmarAcceptTrade)
                or isinstance(moves_item_data, DraggmarDeclineTrade)
                or isinstance(moves_item_data, DraggmarWithdrawTrade)
                or isinstance(moves_item_data, DraggmarTradeMarket)
                or isinstance(moves_item_data, DraggmarDone)
                or isinstance(moves_item_data, DraggmarPlayHero)
                or isinstance(moves_item_data, DraggmarEquip)
                or isinstance(moves_item_data, DraggmarUnequip)
                or isinstance(moves_item_data, DraggmarEnter)
                or isinstance(moves_item_data, DraggmarUseSkill)
                or isinstance(moves_item_data, DraggmarSpendFame)
                or isinstance(moves_item_data, DraggmarAssignReward)
                or isinstance(moves_item_data, DraggmarSplit)
                or isinstance(moves_item_data, DraggmarStay)
                or isinstance(moves_item_data, DraggmarGoAlone)
                or isinstance(moves_item_data, DraggmarAskToJoin)
                or isinstance(moves_item_data, DraggmarAdmit)
                or isinstance(moves_item_data, DraggmarRefuse)
                or isinstance(moves_item_data, DraggmarOpenChest)
                or isinstance(moves_item_data, DraggmarLeaveChest)
                or isinstance(moves_item_data, DraggmarUpgrade)
                or isinstance(moves_item_data, DraggmarDiscard)
                or isinstance(moves_item_data, DraggmarCurseDiscard)
                or isinstance(moves_item_data, DraggmarChooseFirstPlayer)
                or isinstance(moves_item_data, DraggmarDrawCard)
                or isinstance(moves_item_data, DraggmarDrawRoom)
                or isinstance(moves_item_data, DraggmarDrawCurse)
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
        elif isinstance(self.plan, DraggmarRoutePlan):
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
        from ..models.draggmar_route_plan import DraggmarRoutePlan
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
        from ..models.hint_value import HintValue
        from ..models.quality import Quality
        from ..models.solver_stats import SolverStats

        d = dict(src_dict)
        explanation = d.pop("explanation")

        kind = cast(Literal["route"], d.pop("kind"))
        if kind != "route":
            raise ValueError(f"kind must match const 'route', got '{kind}'")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
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
                    componentsschemas_draggmar_move_type_0 = (
                        DraggmarStartingHand.from_dict(data)
                    )

                    return componentsschemas_draggmar_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_move_type_1 = DraggmarScout.from_dict(
                        data
                    )

                    return componentsschemas_draggmar_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_move_type_2 = DraggmarSelect.from_dict(
                        data
                    )

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
                    componentsschemas_draggmar_move_type_4 = DraggmarRedraw.from_dict(
                        data
                    )

                    return componentsschemas_draggmar_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_move_type_5 = (
                        DraggmarOfferTrade.from_dict(data)
                    )

                    return componentsschemas_draggmar_move_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_move_type_6 = (
                        DraggmarAcceptTrade.from_dict(data)
                    )

                    return componentsschemas_draggmar_move_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_move_type_7 = (
                        DraggmarDeclineTrade.from_dict(data)
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
                    componentsschemas_draggmar_move_type_9 = (
                        DraggmarTradeMarket.from_dict(data)
                    )

                    return componentsschemas_draggmar_move_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_move_type_10 = DraggmarDone.from_dict(
                        data
                    )

                    return componentsschemas_draggmar_move_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_move_type_11 = (
                        DraggmarPlayHero.from_dict(data)
                    )

                    return componentsschemas_draggmar_move_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_move_type_12 = DraggmarEquip.from_dict(
                        data
                    )

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
                    componentsschemas_draggmar_move_type_14 = DraggmarEnter.from_dict(
                        data
                    )

                    return componentsschemas_draggmar_move_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_move_type_15 = (
                        DraggmarUseSkill.from_dict(data)
                    )

                    return componentsschemas_draggmar_move_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_move_type_16 = (
                        DraggmarSpendFame.from_dict(data)
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
                    componentsschemas_draggmar_move_type_18 = DraggmarSplit.from_dict(
                        data
                    )

                    return componentsschemas_draggmar_move_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_move_type_19 = DraggmarStay.from_dict(
                        data
                    )

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
                    componentsschemas_draggmar_move_type_21 = (
                        DraggmarAskToJoin.from_dict(data)
                    )

                    return componentsschemas_draggmar_move_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_move_type_22 = DraggmarAdmit.from_dict(
                        data
                    )

                    return componentsschemas_draggmar_move_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_move_type_23 = DraggmarRefuse.from_dict(
                        data
                    )

                    return componentsschemas_draggmar_move_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_move_type_24 = (
                        DraggmarOpenChest.from_dict(data)
                    )

                    return componentsschemas_draggmar_move_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_move_type_25 = (
                        DraggmarLeaveChest.from_dict(data)
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
                    componentsschemas_draggmar_move_type_30 = (
                        DraggmarDrawCard.from_dict(data)
                    )

                    return componentsschemas_draggmar_move_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_move_type_31 = (
                        DraggmarDrawRoom.from_dict(data)
                    )

                    return componentsschemas_draggmar_move_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_draggmar_move_type_32 = (
                        DraggmarDrawCurse.from_dict(data)
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

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        quality = Quality.from_dict(d.pop("quality"))

        stats = SolverStats.from_dict(d.pop("stats"))

        value = HintValue.from_dict(d.pop("value"))

        def _parse_plan(data: object) -> DraggmarRoutePlan | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                plan_type_0 = DraggmarRoutePlan.from_dict(data)

                return plan_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DraggmarRoutePlan | None | Unset, data)

        plan = _parse_plan(d.pop("plan", UNSET))

        draggmar_route_result = cls(
            explanation=explanation,
            kind=kind,
            moves=moves,
            quality=quality,
            stats=stats,
            value=value,
            plan=plan,
        )

        draggmar_route_result.additional_properties = d
        return draggmar_route_result

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
