from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

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
    from ..models.troll_party_swap import TrollPartySwap


T = TypeVar("T", bound="TrollPartyMixedMove")


@_attrs_define
class TrollPartyMixedMove:
    """
    Attributes:
        label (str):
        move (TrollPartyChooseFirstPlayer | TrollPartyDealDummy | TrollPartyDecline | TrollPartyMoveGoat |
            TrollPartyNullify | TrollPartyOrderTies | TrollPartyPeek | TrollPartyPlace | TrollPartyPlaceCard |
            TrollPartyRemoveGoat | TrollPartySwap): a move: its type says which, and the fields that type needs
        probability (float):
        win_rate (float):
        worlds (int):
    """

    label: str
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
    probability: float
    win_rate: float
    worlds: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

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

        label = self.label

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

        probability = self.probability

        win_rate = self.win_rate

        worlds = self.worlds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "label": label,
                "move": move,
                "probability": probability,
                "win_rate": win_rate,
                "worlds": worlds,
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
        from ..models.troll_party_swap import TrollPartySwap

        d = dict(src_dict)
        label = d.pop("label")

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

        probability = d.pop("probability")

        win_rate = d.pop("win_rate")

        worlds = d.pop("worlds")

        troll_party_mixed_move = cls(
            label=label,
            move=move,
            probability=probability,
            win_rate=win_rate,
            worlds=worlds,
        )

        troll_party_mixed_move.additional_properties = d
        return troll_party_mixed_move

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
