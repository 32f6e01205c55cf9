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
    from ..models.thrag_new_game import ThragNewGame
    from ..models.thrag_pay import ThragPay
    from ..models.thrag_roll import ThragRoll
    from ..models.thrag_spend_pawn import ThragSpendPawn
    from ..models.thrag_stop import ThragStop
    from ..models.thrag_strike import ThragStrike


T = TypeVar("T", bound="ThragReplayRequest")


@_attrs_define
class ThragReplayRequest:
    """
    Attributes:
        moves (list[ThragDrawBeast | ThragDrawCoin | ThragDrawHealing | ThragFightMove | ThragFlipCoin | ThragPay |
            ThragRoll | ThragSpendPawn | ThragStop | ThragStrike]):
        setup (ThragNewGame):
    """

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
    setup: ThragNewGame

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

        setup = self.setup.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "moves": moves,
                "setup": setup,
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
        from ..models.thrag_new_game import ThragNewGame
        from ..models.thrag_pay import ThragPay
        from ..models.thrag_roll import ThragRoll
        from ..models.thrag_spend_pawn import ThragSpendPawn
        from ..models.thrag_stop import ThragStop
        from ..models.thrag_strike import ThragStrike

        d = dict(src_dict)
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

        setup = ThragNewGame.from_dict(d.pop("setup"))

        thrag_replay_request = cls(
            moves=moves,
            setup=setup,
        )

        return thrag_replay_request
