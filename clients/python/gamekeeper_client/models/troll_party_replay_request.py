from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.troll_party_choose_first_player import TrollPartyChooseFirstPlayer
    from ..models.troll_party_deal_dummy import TrollPartyDealDummy
    from ..models.troll_party_decline import TrollPartyDecline
    from ..models.troll_party_move_goat import TrollPartyMoveGoat
    from ..models.troll_party_new_game import TrollPartyNewGame
    from ..models.troll_party_nullify import TrollPartyNullify
    from ..models.troll_party_order_ties import TrollPartyOrderTies
    from ..models.troll_party_peek import TrollPartyPeek
    from ..models.troll_party_place import TrollPartyPlace
    from ..models.troll_party_place_card import TrollPartyPlaceCard
    from ..models.troll_party_remove_goat import TrollPartyRemoveGoat
    from ..models.troll_party_swap import TrollPartySwap


T = TypeVar("T", bound="TrollPartyReplayRequest")


@_attrs_define
class TrollPartyReplayRequest:
    """
    Attributes:
        moves (list[TrollPartyChooseFirstPlayer | TrollPartyDealDummy | TrollPartyDecline | TrollPartyMoveGoat |
            TrollPartyNullify | TrollPartyOrderTies | TrollPartyPeek | TrollPartyPlace | TrollPartyPlaceCard |
            TrollPartyRemoveGoat | TrollPartySwap]):
        setup (TrollPartyNewGame):
    """

    moves: list[
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
    ]
    setup: TrollPartyNewGame

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

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if (
                isinstance(moves_item_data, TrollPartyPlaceCard)
                or isinstance(moves_item_data, TrollPartyPlace)
                or isinstance(moves_item_data, TrollPartyPeek)
                or isinstance(moves_item_data, TrollPartySwap)
                or isinstance(moves_item_data, TrollPartyDecline)
                or isinstance(moves_item_data, TrollPartyNullify)
                or isinstance(moves_item_data, TrollPartyOrderTies)
                or isinstance(moves_item_data, TrollPartyMoveGoat)
                or isinstance(moves_item_data, TrollPartyRemoveGoat)
                or isinstance(moves_item_data, TrollPartyChooseFirstPlayer)
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
        from ..models.troll_party_choose_first_player import TrollPartyChooseFirstPlayer
        from ..models.troll_party_deal_dummy import TrollPartyDealDummy
        from ..models.troll_party_decline import TrollPartyDecline
        from ..models.troll_party_move_goat import TrollPartyMoveGoat
        from ..models.troll_party_new_game import TrollPartyNewGame
        from ..models.troll_party_nullify import TrollPartyNullify
        from ..models.troll_party_order_ties import TrollPartyOrderTies
        from ..models.troll_party_peek import TrollPartyPeek
        from ..models.troll_party_place import TrollPartyPlace
        from ..models.troll_party_place_card import TrollPartyPlaceCard
        from ..models.troll_party_remove_goat import TrollPartyRemoveGoat
        from ..models.troll_party_swap import TrollPartySwap

        d = dict(src_dict)
        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
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
                    componentsschemas_troll_party_move_type_1 = (
                        TrollPartyPlace.from_dict(data)
                    )

                    return componentsschemas_troll_party_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_troll_party_move_type_2 = (
                        TrollPartyPeek.from_dict(data)
                    )

                    return componentsschemas_troll_party_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_troll_party_move_type_3 = (
                        TrollPartySwap.from_dict(data)
                    )

                    return componentsschemas_troll_party_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_troll_party_move_type_4 = (
                        TrollPartyDecline.from_dict(data)
                    )

                    return componentsschemas_troll_party_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_troll_party_move_type_5 = (
                        TrollPartyNullify.from_dict(data)
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
                componentsschemas_troll_party_move_type_10 = (
                    TrollPartyDealDummy.from_dict(data)
                )

                return componentsschemas_troll_party_move_type_10

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        setup = TrollPartyNewGame.from_dict(d.pop("setup"))

        troll_party_replay_request = cls(
            moves=moves,
            setup=setup,
        )

        return troll_party_replay_request
