from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.troll_party_mixed_move import TrollPartyMixedMove


T = TypeVar("T", bound="TrollPartyPlacementPlan")


@_attrs_define
class TrollPartyPlacementPlan:
    """
    Attributes:
        strategy (list[TrollPartyMixedMove]):
    """

    strategy: list[TrollPartyMixedMove]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        strategy = []
        for strategy_item_data in self.strategy:
            strategy_item = strategy_item_data.to_dict()
            strategy.append(strategy_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "strategy": strategy,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.troll_party_mixed_move import TrollPartyMixedMove

        d = dict(src_dict)
        strategy = []
        _strategy = d.pop("strategy")
        for strategy_item_data in _strategy:
            strategy_item = TrollPartyMixedMove.from_dict(strategy_item_data)

            strategy.append(strategy_item)

        troll_party_placement_plan = cls(
            strategy=strategy,
        )

        troll_party_placement_plan.additional_properties = d
        return troll_party_placement_plan

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
