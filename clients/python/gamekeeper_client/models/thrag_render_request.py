from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.thrag_draw_beast import ThragDrawBeast
    from ..models.thrag_draw_coin import ThragDrawCoin
    from ..models.thrag_draw_healing import ThragDrawHealing
    from ..models.thrag_fight_move import ThragFightMove
    from ..models.thrag_flip_coin import ThragFlipCoin
    from ..models.thrag_pay import ThragPay
    from ..models.thrag_roll import ThragRoll
    from ..models.thrag_spend_pawn import ThragSpendPawn
    from ..models.thrag_state import ThragState
    from ..models.thrag_stop import ThragStop
    from ..models.thrag_strike import ThragStrike


T = TypeVar("T", bound="ThragRenderRequest")


@_attrs_define
class ThragRenderRequest:
    """
    Attributes:
        state (ThragState):
        plan (list[ThragDrawBeast | ThragDrawCoin | ThragDrawHealing | ThragFightMove | ThragFlipCoin | ThragPay |
            ThragRoll | ThragSpendPawn | ThragStop | ThragStrike] | Unset): a hint's moves
        seat (int | None | Unset):
    """

    state: ThragState
    plan: (
        list[
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
        | Unset
    ) = UNSET
    seat: int | None | Unset = UNSET

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

        state = self.state.to_dict()

        plan: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.plan, Unset):
            plan = []
            for plan_item_data in self.plan:
                plan_item: dict[str, Any]
                if (
                    isinstance(plan_item_data, ThragFightMove)
                    or isinstance(plan_item_data, ThragSpendPawn)
                    or isinstance(plan_item_data, ThragFlipCoin)
                    or isinstance(plan_item_data, ThragStrike)
                    or isinstance(plan_item_data, ThragPay)
                    or isinstance(plan_item_data, ThragStop)
                    or isinstance(plan_item_data, ThragDrawBeast)
                    or isinstance(plan_item_data, ThragRoll)
                    or isinstance(plan_item_data, ThragDrawCoin)
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
        from ..models.thrag_draw_beast import ThragDrawBeast
        from ..models.thrag_draw_coin import ThragDrawCoin
        from ..models.thrag_draw_healing import ThragDrawHealing
        from ..models.thrag_fight_move import ThragFightMove
        from ..models.thrag_flip_coin import ThragFlipCoin
        from ..models.thrag_pay import ThragPay
        from ..models.thrag_roll import ThragRoll
        from ..models.thrag_spend_pawn import ThragSpendPawn
        from ..models.thrag_state import ThragState
        from ..models.thrag_stop import ThragStop
        from ..models.thrag_strike import ThragStrike

        d = dict(src_dict)
        state = ThragState.from_dict(d.pop("state"))

        _plan = d.pop("plan", UNSET)
        plan: (
            list[
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
            | Unset
        ) = UNSET
        if _plan is not UNSET:
            plan = []
            for plan_item_data in _plan:

                def _parse_plan_item(
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
                        componentsschemas_thrag_move_type_0 = ThragFightMove.from_dict(
                            data
                        )

                        return componentsschemas_thrag_move_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_thrag_move_type_1 = ThragSpendPawn.from_dict(
                            data
                        )

                        return componentsschemas_thrag_move_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_thrag_move_type_2 = ThragFlipCoin.from_dict(
                            data
                        )

                        return componentsschemas_thrag_move_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_thrag_move_type_3 = ThragStrike.from_dict(
                            data
                        )

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
                        componentsschemas_thrag_move_type_6 = ThragDrawBeast.from_dict(
                            data
                        )

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
                        componentsschemas_thrag_move_type_8 = ThragDrawCoin.from_dict(
                            data
                        )

                        return componentsschemas_thrag_move_type_8
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_thrag_move_type_9 = ThragDrawHealing.from_dict(
                        data
                    )

                    return componentsschemas_thrag_move_type_9

                plan_item = _parse_plan_item(plan_item_data)

                plan.append(plan_item)

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        thrag_render_request = cls(
            state=state,
            plan=plan,
            seat=seat,
        )

        return thrag_render_request
