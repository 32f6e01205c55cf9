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
    from ..models.hint_value import HintValue
    from ..models.quality import Quality
    from ..models.solver_stats import SolverStats
    from ..models.troll_party_choose_first_player import TrollPartyChooseFirstPlayer
    from ..models.troll_party_deal_dummy import TrollPartyDealDummy
    from ..models.troll_party_decline import TrollPartyDecline
    from ..models.troll_party_move_goat import TrollPartyMoveGoat
    from ..models.troll_party_nullify import TrollPartyNullify
    from ..models.troll_party_order_ties import TrollPartyOrderTies
    from ..models.troll_party_peek import TrollPartyPeek
    from ..models.troll_party_place import TrollPartyPlace
    from ..models.troll_party_place_card import TrollPartyPlaceCard
    from ..models.troll_party_placement_plan import TrollPartyPlacementPlan
    from ..models.troll_party_remove_goat import TrollPartyRemoveGoat
    from ..models.troll_party_swap import TrollPartySwap


T = TypeVar("T", bound="TrollPartyPlacementResult")


@_attrs_define
class TrollPartyPlacementResult:
    """
    Attributes:
        explanation (str):
        kind (Literal['placement']):
        moves (list[TrollPartyChooseFirstPlayer | TrollPartyDealDummy | TrollPartyDecline | TrollPartyMoveGoat |
            TrollPartyNullify | TrollPartyOrderTies | TrollPartyPeek | TrollPartyPlace | TrollPartyPlaceCard |
            TrollPartyRemoveGoat | TrollPartySwap]): apply them in order: each is a move apply takes as it is
        quality (Quality):
        stats (SolverStats):
        value (HintValue):
        plan (None | TrollPartyPlacementPlan | Unset):
    """

    explanation: str
    kind: Literal["placement"]
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
    quality: Quality
    stats: SolverStats
    value: HintValue
    plan: None | TrollPartyPlacementPlan | Unset = UNSET
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
        from ..models.troll_party_placement_plan import TrollPartyPlacementPlan
        from ..models.troll_party_remove_goat import TrollPartyRemoveGoat
        from ..models.troll_party_swap import TrollPartySwap

        explanation = self.explanation

        kind = self.kind

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

        quality = self.quality.to_dict()

        stats = self.stats.to_dict()

        value = self.value.to_dict()

        plan: dict[str, Any] | None | Unset
        if isinstance(self.plan, Unset):
            plan = UNSET
        elif isinstance(self.plan, TrollPartyPlacementPlan):
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
        from ..models.hint_value import HintValue
        from ..models.quality import Quality
        from ..models.solver_stats import SolverStats
        from ..models.troll_party_choose_first_player import TrollPartyChooseFirstPlayer
        from ..models.troll_party_deal_dummy import TrollPartyDealDummy
        from ..models.troll_party_decline import TrollPartyDecline
        from ..models.troll_party_move_goat import TrollPartyMoveGoat
        from ..models.troll_party_nullify import TrollPartyNullify
        from ..models.troll_party_order_ties import TrollPartyOrderTies
        from ..models.troll_party_peek import TrollPartyPeek
        from ..models.troll_party_place import TrollPartyPlace
        from ..models.troll_party_place_card import TrollPartyPlaceCard
        from ..models.troll_party_placement_plan import TrollPartyPlacementPlan
        from ..models.troll_party_remove_goat import TrollPartyRemoveGoat
        from ..models.troll_party_swap import TrollPartySwap

        d = dict(src_dict)
        explanation = d.pop("explanation")

        kind = cast(Literal["placement"], d.pop("kind"))
        if kind != "placement":
            raise ValueError(f"kind must match const 'placement', got '{kind}'")

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

        quality = Quality.from_dict(d.pop("quality"))

        stats = SolverStats.from_dict(d.pop("stats"))

        value = HintValue.from_dict(d.pop("value"))

        def _parse_plan(data: object) -> None | TrollPartyPlacementPlan | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                plan_type_0 = TrollPartyPlacementPlan.from_dict(data)

                return plan_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrollPartyPlacementPlan | Unset, data)

        plan = _parse_plan(d.pop("plan", UNSET))

        troll_party_placement_result = cls(
            explanation=explanation,
            kind=kind,
            moves=moves,
            quality=quality,
            stats=stats,
            value=value,
            plan=plan,
        )

        troll_party_placement_result.additional_properties = d
        return troll_party_placement_result

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
