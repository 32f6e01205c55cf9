from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_type_info_chance import GameTypeInfoChance
from ..models.game_type_info_dynamics import GameTypeInfoDynamics
from ..models.game_type_info_information import GameTypeInfoInformation
from ..models.game_type_info_utility import GameTypeInfoUtility

T = TypeVar("T", bound="GameTypeInfo")


@_attrs_define
class GameTypeInfo:
    """
    Attributes:
        chance (GameTypeInfoChance): explicit: draws, rolls and shuffles are chance events (table mode asks them)
        dynamics (GameTypeInfoDynamics): seats move one after another, or several decide at once (all in to_act)
        information (GameTypeInfoInformation): imperfect: parts of the state are hidden from some seats (use view per
            seat)
        utility (GameTypeInfoUtility):
    """

    chance: GameTypeInfoChance
    dynamics: GameTypeInfoDynamics
    information: GameTypeInfoInformation
    utility: GameTypeInfoUtility
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        chance = self.chance.value

        dynamics = self.dynamics.value

        information = self.information.value

        utility = self.utility.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "chance": chance,
                "dynamics": dynamics,
                "information": information,
                "utility": utility,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        chance = GameTypeInfoChance(d.pop("chance"))

        dynamics = GameTypeInfoDynamics(d.pop("dynamics"))

        information = GameTypeInfoInformation(d.pop("information"))

        utility = GameTypeInfoUtility(d.pop("utility"))

        game_type_info = cls(
            chance=chance,
            dynamics=dynamics,
            information=information,
            utility=utility,
        )

        game_type_info.additional_properties = d
        return game_type_info

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
