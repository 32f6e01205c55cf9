from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

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


T = TypeVar("T", bound="TrollPartyRenderRequest")


@_attrs_define
class TrollPartyRenderRequest:
    """
    Attributes:
        state (TrollPartyState):
        plan (list[TrollPartyChooseFirstPlayer | TrollPartyDealDummy | TrollPartyDecline | TrollPartyMoveGoat |
            TrollPartyNullify | TrollPartyOrderTies | TrollPartyPeek | TrollPartyPlace | TrollPartyPlaceCard |
            TrollPartyRemoveGoat | TrollPartySwap] | Unset): a hint's moves
        seat (int | None | Unset):
    """

    state: TrollPartyState
    plan: (
        list[
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
        | Unset
    ) = UNSET
    seat: int | None | Unset = UNSET

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

        state = self.state.to_dict()

        plan: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.plan, Unset):
            plan = []
            for plan_item_data in self.plan:
                plan_item: dict[str, Any]
                if (
                    isinstance(plan_item_data, TrollPartyPlaceCard)
                    or isinstance(plan_item_data, TrollPartyPlace)
                    or isinstance(plan_item_data, TrollPartyPeek)
                    or isinstance(plan_item_data, TrollPartySwap)
                    or isinstance(plan_item_data, TrollPartyDecline)
                    or isinstance(plan_item_data, TrollPartyNullify)
                    or isinstance(plan_item_data, TrollPartyOrderTies)
                    or isinstance(plan_item_data, TrollPartyMoveGoat)
                    or isinstance(plan_item_data, TrollPartyRemoveGoat)
                    or isinstance(plan_item_data, TrollPartyChooseFirstPlayer)
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
        state = TrollPartyState.from_dict(d.pop("state"))

        _plan = d.pop("plan", UNSET)
        plan: (
            list[
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
            | Unset
        ) = UNSET
        if _plan is not UNSET:
            plan = []
            for plan_item_data in _plan:

                def _parse_plan_item(
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

                plan_item = _parse_plan_item(plan_item_data)

                plan.append(plan_item)

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        troll_party_render_request = cls(
            state=state,
            plan=plan,
            seat=seat,
        )

        return troll_party_render_request
