from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DraggmarEquipPlan")


@_attrs_define
class DraggmarEquipPlan:
    """
    Attributes:
        alive (bool): whether the hero survives the room
        goal (bool): whether the room's goal (kill, disarm, open) is met
        hero (str): the hero card to play
        items (list[str]): the item cards the hero carries into the room
        items_spent (int): the items the room uses up
        wounds (int): the damage the hero takes, healing counted
    """

    alive: bool
    goal: bool
    hero: str
    items: list[str]
    items_spent: int
    wounds: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        alive = self.alive

        goal = self.goal

        hero = self.hero

        items = self.items

        items_spent = self.items_spent

        wounds = self.wounds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "alive": alive,
                "goal": goal,
                "hero": hero,
                "items": items,
                "items_spent": items_spent,
                "wounds": wounds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        alive = d.pop("alive")

        goal = d.pop("goal")

        hero = d.pop("hero")

        items = cast(list[str], d.pop("items"))

        items_spent = d.pop("items_spent")

        wounds = d.pop("wounds")

        draggmar_equip_plan = cls(
            alive=alive,
            goal=goal,
            hero=hero,
            items=items,
            items_spent=items_spent,
            wounds=wounds,
        )

        draggmar_equip_plan.additional_properties = d
        return draggmar_equip_plan

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
