from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

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
    from ..models.trogdor_trade import TrogdorTrade
    from ..models.trogdor_use_item import TrogdorUseItem


T = TypeVar("T", bound="TrogdorLegalMove")


@_attrs_define
class TrogdorLegalMove:
    """
    Attributes:
        label (str):
        move (TrogdorBurninate | TrogdorCardEffect | TrogdorChomp | TrogdorChooseCard | TrogdorDealItem |
            TrogdorDealKeeper | TrogdorDecline | TrogdorDiscardForAp | TrogdorDrawActionCard | TrogdorDrawMovementCard |
            TrogdorEndActions | TrogdorHide | TrogdorJump | TrogdorMoveTo | TrogdorSpawn | TrogdorTrade | TrogdorUseItem): a
            move: its type says which, and the fields that type needs
        seat (int | None):
        probability (float | None | Unset):
    """

    label: str
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
    seat: int | None
    probability: float | None | Unset = UNSET
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

        label = self.label

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
        label = d.pop("label")

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

        trogdor_legal_move = cls(
            label=label,
            move=move,
            seat=seat,
            probability=probability,
        )

        trogdor_legal_move.additional_properties = d
        return trogdor_legal_move

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
