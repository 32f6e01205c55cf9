from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

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
    from ..models.thrag_stop import ThragStop
    from ..models.thrag_strike import ThragStrike


T = TypeVar("T", bound="ThragLegalMove")


@_attrs_define
class ThragLegalMove:
    """
    Attributes:
        label (str):
        move (ThragDrawBeast | ThragDrawCoin | ThragDrawHealing | ThragFightMove | ThragFlipCoin | ThragPay | ThragRoll
            | ThragSpendPawn | ThragStop | ThragStrike): a move: its type says which, and the fields that type needs
        seat (int | None):
        probability (float | None | Unset):
    """

    label: str
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
    seat: int | None
    probability: float | None | Unset = UNSET
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

        label = self.label

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

        seat: int | None
        seat = self.seat

        probability: float | None | Unset
        if isinstance(self.probability, Unset):
            probability = UNSET
        else:
            probability = self.probability

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "label": label,
                "move": move,
                "seat": seat,
            }
        )
        if probability is not UNSET:
            field_dict["probability"] = probability

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
        label = d.pop("label")

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

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        def _parse_probability(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        probability = _parse_probability(d.pop("probability", UNSET))

        thrag_legal_move = cls(
            label=label,
            move=move,
            seat=seat,
            probability=probability,
        )

        thrag_legal_move.additional_properties = d
        return thrag_legal_move

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
