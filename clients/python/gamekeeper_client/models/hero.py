from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.hero_classes_item import HeroClassesItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.attack_bonus import AttackBonus
    from ..models.damage import Damage
    from ..models.defense_bonus import DefenseBonus
    from ..models.discard_item import DiscardItem
    from ..models.draw_curse import DrawCurse
    from ..models.extra_slot import ExtraSlot
    from ..models.gain_fame import GainFame
    from ..models.heal import Heal
    from ..models.ignore_trap import IgnoreTrap
    from ..models.lose_fame import LoseFame
    from ..models.open_chest import OpenChest
    from ..models.peek_next_room import PeekNextRoom
    from ..models.reroll_room import RerollRoom
    from ..models.skip_room import SkipRoom


T = TypeVar("T", bound="Hero")


@_attrs_define
class Hero:
    """
    Attributes:
        attack (int):
        classes (list[HeroClassesItem]):
        defense (int):
        family (str): a card id
        health (int):
        id (str): a card id
        level (int):
        name (str):
        epic (bool | Unset):  Default: False.
        second_skill (AttackBonus | Damage | DefenseBonus | DiscardItem | DrawCurse | ExtraSlot | GainFame | Heal |
            IgnoreTrap | LoseFame | None | OpenChest | PeekNextRoom | RerollRoom | SkipRoom | Unset): rulebook Skills: some
            heroes have two skills, of which a run uses one
        skill (AttackBonus | Damage | DefenseBonus | DiscardItem | DrawCurse | ExtraSlot | GainFame | Heal | IgnoreTrap
            | LoseFame | None | OpenChest | PeekNextRoom | RerollRoom | SkipRoom | Unset): the active skill, once per run;
            epics have none (D2)
    """

    attack: int
    classes: list[HeroClassesItem]
    defense: int
    family: str
    health: int
    id: str
    level: int
    name: str
    epic: bool | Unset = False
    second_skill: (
        AttackBonus
        | Damage
        | DefenseBonus
        | DiscardItem
        | DrawCurse
        | ExtraSlot
        | GainFame
        | Heal
        | IgnoreTrap
        | LoseFame
        | None
        | OpenChest
        | PeekNextRoom
        | RerollRoom
        | SkipRoom
        | Unset
    ) = UNSET
    skill: (
        AttackBonus
        | Damage
        | DefenseBonus
        | DiscardItem
        | DrawCurse
        | ExtraSlot
        | GainFame
        | Heal
        | IgnoreTrap
        | LoseFame
        | None
        | OpenChest
        | PeekNextRoom
        | RerollRoom
        | SkipRoom
        | Unset
    ) = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.attack_bonus import AttackBonus
        from ..models.damage import Damage
        from ..models.defense_bonus import DefenseBonus
        from ..models.discard_item import DiscardItem
        from ..models.draw_curse import DrawCurse
        from ..models.extra_slot import ExtraSlot
        from ..models.gain_fame import GainFame
        from ..models.heal import Heal
        from ..models.ignore_trap import IgnoreTrap
        from ..models.lose_fame import LoseFame
        from ..models.open_chest import OpenChest
        from ..models.peek_next_room import PeekNextRoom
        from ..models.reroll_room import RerollRoom
        from ..models.skip_room import SkipRoom

        attack = self.attack

        classes = []
        for classes_item_data in self.classes:
            classes_item = classes_item_data.value
            classes.append(classes_item)

        defense = self.defense

        family = self.family

        health = self.health

        id = self.id

        level = self.level

        name = self.name

        epic = self.epic

        second_skill: dict[str, Any] | None | Unset
        if isinstance(self.second_skill, Unset):
            second_skill = UNSET
        elif (
            isinstance(self.second_skill, GainFame)
            or isinstance(self.second_skill, LoseFame)
            or isinstance(self.second_skill, DrawCurse)
            or isinstance(self.second_skill, Damage)
            or isinstance(self.second_skill, Heal)
            or isinstance(self.second_skill, AttackBonus)
            or isinstance(self.second_skill, DefenseBonus)
            or isinstance(self.second_skill, IgnoreTrap)
            or isinstance(self.second_skill, OpenChest)
            or isinstance(self.second_skill, SkipRoom)
            or isinstance(self.second_skill, PeekNextRoom)
            or isinstance(self.second_skill, RerollRoom)
            or isinstance(self.second_skill, DiscardItem)
            or isinstance(self.second_skill, ExtraSlot)
        ):
            second_skill = self.second_skill.to_dict()
        else:
            second_skill = self.second_skill

        skill: dict[str, Any] | None | Unset
        if isinstance(self.skill, Unset):
            skill = UNSET
        elif (
            isinstance(self.skill, GainFame)
            or isinstance(self.skill, LoseFame)
            or isinstance(self.skill, DrawCurse)
            or isinstance(self.skill, Damage)
            or isinstance(self.skill, Heal)
            or isinstance(self.skill, AttackBonus)
            or isinstance(self.skill, DefenseBonus)
            or isinstance(self.skill, IgnoreTrap)
            or isinstance(self.skill, OpenChest)
            or isinstance(self.skill, SkipRoom)
            or isinstance(self.skill, PeekNextRoom)
            or isinstance(self.skill, RerollRoom)
            or isinstance(self.skill, DiscardItem)
            or isinstance(self.skill, ExtraSlot)
        ):
            skill = self.skill.to_dict()
        else:
            skill = self.skill

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attack": attack,
                "classes": classes,
                "defense": defense,
                "family": family,
                "health": health,
                "id": id,
                "level": level,
                "name": name,
            }
        )
        if epic is not UNSET:
            field_dict["epic"] = epic
        if second_skill is not UNSET:
            field_dict["second_skill"] = second_skill
        if skill is not UNSET:
            field_dict["skill"] = skill

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.attack_bonus import AttackBonus
        from ..models.damage import Damage
        from ..models.defense_bonus import DefenseBonus
        from ..models.discard_item import DiscardItem
        from ..models.draw_curse import DrawCurse
        from ..models.extra_slot import ExtraSlot
        from ..models.gain_fame import GainFame
        from ..models.heal import Heal
        from ..models.ignore_trap import IgnoreTrap
        from ..models.lose_fame import LoseFame
        from ..models.open_chest import OpenChest
        from ..models.peek_next_room import PeekNextRoom
        from ..models.reroll_room import RerollRoom
        from ..models.skip_room import SkipRoom

        d = dict(src_dict)
        attack = d.pop("attack")

        classes = []
        _classes = d.pop("classes")
        for classes_item_data in _classes:
            classes_item = HeroClassesItem(classes_item_data)

            classes.append(classes_item)

        defense = d.pop("defense")

        family = d.pop("family")

        health = d.pop("health")

        id = d.pop("id")

        level = d.pop("level")

        name = d.pop("name")

        epic = d.pop("epic", UNSET)

        def _parse_second_skill(
            data: object,
        ) -> (
            AttackBonus
            | Damage
            | DefenseBonus
            | DiscardItem
            | DrawCurse
            | ExtraSlot
            | GainFame
            | Heal
            | IgnoreTrap
            | LoseFame
            | None
            | OpenChest
            | PeekNextRoom
            | RerollRoom
            | SkipRoom
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_0 = GainFame.from_dict(data)

                return second_skill_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_1 = LoseFame.from_dict(data)

                return second_skill_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_2 = DrawCurse.from_dict(data)

                return second_skill_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_3 = Damage.from_dict(data)

                return second_skill_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_4 = Heal.from_dict(data)

                return second_skill_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_5 = AttackBonus.from_dict(data)

                return second_skill_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_6 = DefenseBonus.from_dict(data)

                return second_skill_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_7 = IgnoreTrap.from_dict(data)

                return second_skill_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_8 = OpenChest.from_dict(data)

                return second_skill_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_9 = SkipRoom.from_dict(data)

                return second_skill_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_10 = PeekNextRoom.from_dict(data)

                return second_skill_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_11 = RerollRoom.from_dict(data)

                return second_skill_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_12 = DiscardItem.from_dict(data)

                return second_skill_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_13 = ExtraSlot.from_dict(data)

                return second_skill_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                AttackBonus
                | Damage
                | DefenseBonus
                | DiscardItem
                | DrawCurse
                | ExtraSlot
                | GainFame
                | Heal
                | IgnoreTrap
                | LoseFame
                | None
                | OpenChest
                | PeekNextRoom
                | RerollRoom
                | SkipRoom
                | Unset,
                data,
            )

        second_skill = _parse_second_skill(d.pop("second_skill", UNSET))

        def _parse_skill(
            data: object,
        ) -> (
            AttackBonus
            | Damage
            | DefenseBonus
            | DiscardItem
            | DrawCurse
            | ExtraSlot
            | GainFame
            | Heal
            | IgnoreTrap
            | LoseFame
            | None
            | OpenChest
            | PeekNextRoom
            | RerollRoom
            | SkipRoom
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_0 = GainFame.from_dict(data)

                return skill_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_1 = LoseFame.from_dict(data)

                return skill_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_2 = DrawCurse.from_dict(data)

                return skill_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_3 = Damage.from_dict(data)

                return skill_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_4 = Heal.from_dict(data)

                return skill_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_5 = AttackBonus.from_dict(data)

                return skill_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_6 = DefenseBonus.from_dict(data)

                return skill_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_7 = IgnoreTrap.from_dict(data)

                return skill_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_8 = OpenChest.from_dict(data)

                return skill_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_9 = SkipRoom.from_dict(data)

                return skill_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_10 = PeekNextRoom.from_dict(data)

                return skill_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_11 = RerollRoom.from_dict(data)

                return skill_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_12 = DiscardItem.from_dict(data)

                return skill_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_13 = ExtraSlot.from_dict(data)

                return skill_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                AttackBonus
                | Damage
                | DefenseBonus
                | DiscardItem
                | DrawCurse
                | ExtraSlot
                | GainFame
                | Heal
                | IgnoreTrap
                | LoseFame
                | None
                | OpenChest
                | PeekNextRoom
                | RerollRoom
                | SkipRoom
                | Unset,
                data,
            )

        skill = _parse_skill(d.pop("skill", UNSET))

        hero = cls(
            attack=attack,
            classes=classes,
            defense=defense,
            family=family,
            health=health,
            id=id,
            level=level,
            name=name,
            epic=epic,
            second_skill=second_skill,
            skill=skill,
        )

        hero.additional_properties = d
        return hero

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
