from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

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


T = TypeVar("T", bound="ThragApplyRequest")


@_attrs_define
class ThragApplyRequest:
    """
    Attributes:
        move (ThragDrawBeast | ThragDrawCoin | ThragDrawHealing | ThragFightMove | ThragFlipCoin | ThragPay | ThragRoll
            | ThragSpendPawn | ThragStop | ThragStrike): a move: its type says which, and the fields that type needs
        state (ThragState):
    """

    move: (
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
    state: ThragState

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

        move: dict[str, Any]
        if (
            isinstance(self.move, ThragFightMove)
            or isinstance(self.move, ThragSpendPawn)
            or isinstance(self.move, ThragFlipCoin)
            or isinstance(self.move, ThragStrike)
            or isinstance(self.move, ThragPay)
            or isinstance(self.move, ThragStop)
            or isinstance(self.move, ThragDrawBeast)
            or isinstance(self.move, ThragRoll)
            or isinstance(self.move, ThragDrawCoin)
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

        def _parse_move(
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

        move = _parse_move(d.pop("move"))

        state = ThragState.from_dict(d.pop("state"))

        thrag_apply_request = cls(
            move=move,
            state=state,
        )

        return thrag_apply_request
