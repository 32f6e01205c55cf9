from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.draggmar_fame_spent import DraggmarFameSpent

T = TypeVar("T", bound="DraggmarRunner")


@_attrs_define
class DraggmarRunner:
    """
    Attributes:
        asking (int | None): D35: the group it asked to join, waiting for the answer
        curses (list[str]): curses carried into this run, suffered after its first room
        damage (int):
        deciding (bool): D35: its hero was killed; before the group's next room it stays, goes alone or asks another
            group to take its next hero
        equipped (list[str]): D12, D36: the items equipped for this room
        fame_spent (DraggmarFameSpent | None):
        group (int | None):
        hero (None | str):
        out (bool):
        ready (bool):
        refused_by (list[int]): D35: groups that refused it this run (not asked again)
        skill (int): the skill used in this room: 1 the first, 2 the second
        skills_used (list[str]):
        split_off (bool): it split from a group (or went alone) this run: it may not join
    """

    asking: int | None
    curses: list[str]
    damage: int
    deciding: bool
    equipped: list[str]
    fame_spent: DraggmarFameSpent | None
    group: int | None
    hero: None | str
    out: bool
    ready: bool
    refused_by: list[int]
    skill: int
    skills_used: list[str]
    split_off: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        asking: int | None
        asking = self.asking

        curses = self.curses

        damage = self.damage

        deciding = self.deciding

        equipped = self.equipped

        fame_spent: None | str
        if isinstance(self.fame_spent, DraggmarFameSpent):
            fame_spent = self.fame_spent.value
        else:
            fame_spent = self.fame_spent

        group: int | None
        group = self.group

        hero: None | str
        hero = self.hero

        out = self.out

        ready = self.ready

        refused_by = self.refused_by

        skill = self.skill

        skills_used = self.skills_used

        split_off = self.split_off

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "asking": asking,
                "curses": curses,
                "damage": damage,
                "deciding": deciding,
                "equipped": equipped,
                "fame_spent": fame_spent,
                "group": group,
                "hero": hero,
                "out": out,
                "ready": ready,
                "refused_by": refused_by,
                "skill": skill,
                "skills_used": skills_used,
                "split_off": split_off,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_asking(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        asking = _parse_asking(d.pop("asking"))

        curses = cast(list[str], d.pop("curses"))

        damage = d.pop("damage")

        deciding = d.pop("deciding")

        equipped = cast(list[str], d.pop("equipped"))

        def _parse_fame_spent(data: object) -> DraggmarFameSpent | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                fame_spent_type_0 = DraggmarFameSpent(data)

                return fame_spent_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DraggmarFameSpent | None, data)

        fame_spent = _parse_fame_spent(d.pop("fame_spent"))

        def _parse_group(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        group = _parse_group(d.pop("group"))

        def _parse_hero(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        hero = _parse_hero(d.pop("hero"))

        out = d.pop("out")

        ready = d.pop("ready")

        refused_by = cast(list[int], d.pop("refused_by"))

        skill = d.pop("skill")

        skills_used = cast(list[str], d.pop("skills_used"))

        split_off = d.pop("split_off")

        draggmar_runner = cls(
            asking=asking,
            curses=curses,
            damage=damage,
            deciding=deciding,
            equipped=equipped,
            fame_spent=fame_spent,
            group=group,
            hero=hero,
            out=out,
            ready=ready,
            refused_by=refused_by,
            skill=skill,
            skills_used=skills_used,
            split_off=split_off,
        )

        draggmar_runner.additional_properties = d
        return draggmar_runner

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
