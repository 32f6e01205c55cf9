from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.troll_party_choose_first_player import TrollPartyChooseFirstPlayer
    from ..models.troll_party_deal_dummy import TrollPartyDealDummy
    from ..models.troll_party_decline import TrollPartyDecline
    from ..models.troll_party_move_goat import TrollPartyMoveGoat
    from ..models.troll_party_nullify import TrollPartyNullify
    from ..models.troll_party_order_ties import TrollPartyOrderTies
    from ..models.troll_party_peek import TrollPartyPeek
    from ..models.troll_party_place import TrollPartyPlace
    from ..models.troll_party_place_card import TrollPartyPlaceCard
    from ..models.troll_party_remove_goat import TrollPartyRemoveGoat
    from ..models.troll_party_state import TrollPartyState
    from ..models.troll_party_swap import TrollPartySwap


T = TypeVar("T", bound="TrollPartyApplyRequest")


@_attrs_define
class TrollPartyApplyRequest:
    """
    Attributes:
        move (TrollPartyChooseFirstPlayer | TrollPartyDealDummy | TrollPartyDecline | TrollPartyMoveGoat |
            TrollPartyNullify | TrollPartyOrderTies | TrollPartyPeek | TrollPartyPlace | TrollPartyPlaceCard |
            TrollPartyRemoveGoat | TrollPartySwap): a move: its type says which, and the fields that type needs
        state (TrollPartyState):
    """

    move: (
        TrollPartyChooseFirstPlayer
        | TrollPartyDealDummy
        | TrollPartyDecline
        | TrollPartyMoveGoat
        | TrollPartyNullify
        | TrollPartyOrderTies
        | TrollPartyPeek
        | TrollPartyPlace
        | TrollPartyPlaceCard
        | TrollPartyRemoveGoat
        | TrollPartySwap
    )
    state: TrollPartyState

    def to_dict(self) -> dict[str, Any]:
        from ..models.troll_party_choose_first_player import TrollPartyChooseFirstPlayer
        from ..models.troll_party_decline import TrollPartyDecline
        from ..models.troll_party_move_goat import TrollPartyMoveGoat
        from ..models.troll_party_nullify import TrollPartyNullify
        from ..models.troll_party_order_ties import TrollPartyOrderTies
        from ..models.troll_party_peek import TrollPartyPeek
        from ..models.troll_party_place import TrollPartyPlace
        from ..models.troll_party_place_card import TrollPartyPlaceCard
        from ..models.troll_party_remove_goat import TrollPartyRemoveGoat
        from ..models.troll_party_swap import TrollPartySwap

        move: dict[str, Any]
        if (
            isinstance(self.move, TrollPartyPlaceCard)
            or isinstance(self.move, TrollPartyPlace)
            or isinstance(self.move, TrollPartyPeek)
            or isinstance(self.move, TrollPartySwap)
            or isinstance(self.move, TrollPartyDecline)
            or isinstance(self.move, TrollPartyNullify)
            or isinstance(self.move, TrollPartyOrderTies)
            or isinstance(self.move, TrollPartyMoveGoat)
            or isinstance(self.move, TrollPartyRemoveGoat)
            or isinstance(self.move, TrollPartyChooseFirstPlayer)
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
        from ..models.troll_party_choose_first_player import TrollPartyChooseFirstPlayer
        from ..models.troll_party_deal_dummy import TrollPartyDealDummy
        from ..models.troll_party_decline import TrollPartyDecline
        from ..models.troll_party_move_goat import TrollPartyMoveGoat
        from ..models.troll_party_nullify import TrollPartyNullify
        from ..models.troll_party_order_ties import TrollPartyOrderTies
        from ..models.troll_party_peek import TrollPartyPeek
        from ..models.troll_party_place import TrollPartyPlace
        from ..models.troll_party_place_card import TrollPartyPlaceCard
        from ..models.troll_party_remove_goat import TrollPartyRemoveGoat
        from ..models.troll_party_state import TrollPartyState
        from ..models.troll_party_swap import TrollPartySwap

        d = dict(src_dict)

        def _parse_move(
            data: object,
        ) -> (
            TrollPartyChooseFirstPlayer
            | TrollPartyDealDummy
            | TrollPartyDecline
            | TrollPartyMoveGoat
            | TrollPartyNullify
            | TrollPartyOrderTies
            | TrollPartyPeek
            | TrollPartyPlace
            | TrollPartyPlaceCard
            | TrollPartyRemoveGoat
            | TrollPartySwap
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_troll_party_move_type_0 = (
                    TrollPartyPlaceCard.from_dict(data)
                )

                return componentsschemas_troll_party_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_troll_party_move_type_1 = TrollPartyPlace.from_dict(
                    data
                )

                return componentsschemas_troll_party_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_troll_party_move_type_2 = TrollPartyPeek.from_dict(
                    data
                )

                return componentsschemas_troll_party_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_troll_party_move_type_3 = TrollPartySwap.from_dict(
                    data
                )

                return componentsschemas_troll_party_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_troll_party_move_type_4 = TrollPartyDecline.from_dict(
                    data
                )

                return componentsschemas_troll_party_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_troll_party_move_type_5 = TrollPartyNullify.from_dict(
                    data
                )

                return componentsschemas_troll_party_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_troll_party_move_type_6 = (
                    TrollPartyOrderTies.from_dict(data)
                )

                return componentsschemas_troll_party_move_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_troll_party_move_type_7 = (
                    TrollPartyMoveGoat.from_dict(data)
                )

                return componentsschemas_troll_party_move_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_troll_party_move_type_8 = (
                    TrollPartyRemoveGoat.from_dict(data)
                )

                return componentsschemas_troll_party_move_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_troll_party_move_type_9 = (
                    TrollPartyChooseFirstPlayer.from_dict(data)
                )

                return componentsschemas_troll_party_move_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_troll_party_move_type_10 = TrollPartyDealDummy.from_dict(
                data
            )

            return componentsschemas_troll_party_move_type_10

        move = _parse_move(d.pop("move"))

        state = TrollPartyState.from_dict(d.pop("state"))

        troll_party_apply_request = cls(
            move=move,
            state=state,
        )

        return troll_party_apply_request
