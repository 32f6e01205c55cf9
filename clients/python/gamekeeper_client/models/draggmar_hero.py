from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.draggmar_class import DraggmarClass
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.draggmar_attack_bonus import DraggmarAttackBonus
    from ..models.draggmar_damage import DraggmarDamage
    from ..models.draggmar_defense_bonus import DraggmarDefenseBonus
    from ..models.draggmar_discard_item import DraggmarDiscardItem
    from ..models.draggmar_draw_curse_effect import DraggmarDrawCurseEffect
    from ..models.draggmar_extra_slot import DraggmarExtraSlot
    from ..models.draggmar_gain_fame import DraggmarGainFame
    from ..models.draggmar_heal import DraggmarHeal
    from ..models.draggmar_ignore_trap import DraggmarIgnoreTrap
    from ..models.draggmar_lose_fame import DraggmarLoseFame
    from ..models.draggmar_open_chest_effect import DraggmarOpenChestEffect
    from ..models.draggmar_peek_next_room import DraggmarPeekNextRoom
    from ..models.draggmar_reroll_room import DraggmarRerollRoom
    from ..models.draggmar_skip_room import DraggmarSkipRoom


T = TypeVar("T", bound="DraggmarHero")


@_attrs_define
class DraggmarHero:
    """
    Attributes:
        attack (int):
        classes (list[DraggmarClass]):
        defense (int):
        family (str): a card id
        health (int):
        id (str): a card id
        level (int):
        name (str):
        epic (bool | Unset):  Default: False.
        second_skill (DraggmarAttackBonus | DraggmarDamage | DraggmarDefenseBonus | DraggmarDiscardItem |
            DraggmarDrawCurseEffect | DraggmarExtraSlot | DraggmarGainFame | DraggmarHeal | DraggmarIgnoreTrap |
            DraggmarLoseFame | DraggmarOpenChestEffect | DraggmarPeekNextRoom | DraggmarRerollRoom | DraggmarSkipRoom | None
            | Unset): rulebook Skills: some heroes have two skills, of which a run uses one
        skill (DraggmarAttackBonus | DraggmarDamage | DraggmarDefenseBonus | DraggmarDiscardItem |
            DraggmarDrawCurseEffect | DraggmarExtraSlot | DraggmarGainFame | DraggmarHeal | DraggmarIgnoreTrap |
            DraggmarLoseFame | DraggmarOpenChestEffect | DraggmarPeekNextRoom | DraggmarRerollRoom | DraggmarSkipRoom | None
            | Unset): the active skill, once per run; epics have none (D2)
    """

    attack: int
    classes: list[DraggmarClass]
    defense: int
    family: str
    health: int
    id: str
    level: int
    name: str
    epic: bool | Unset = False
    second_skill: (
        DraggmarAttackBonus
        | DraggmarDamage
        | DraggmarDefenseBonus
        | DraggmarDiscardItem
        | DraggmarDrawCurseEffect
        | DraggmarExtraSlot
        | DraggmarGainFame
        | DraggmarHeal
        | DraggmarIgnoreTrap
        | DraggmarLoseFame
        | DraggmarOpenChestEffect
        | DraggmarPeekNextRoom
        | DraggmarRerollRoom
        | DraggmarSkipRoom
        | None
        | Unset
    ) = UNSET
    skill: (
        DraggmarAttackBonus
        | DraggmarDamage
        | DraggmarDefenseBonus
        | DraggmarDiscardItem
        | DraggmarDrawCurseEffect
        | DraggmarExtraSlot
        | DraggmarGainFame
        | DraggmarHeal
        | DraggmarIgnoreTrap
        | DraggmarLoseFame
        | DraggmarOpenChestEffect
        | DraggmarPeekNextRoom
        | DraggmarRerollRoom
        | DraggmarSkipRoom
        | None
        | Unset
    ) = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.draggmar_attack_bonus import DraggmarAttackBonus
        from ..models.draggmar_damage import DraggmarDamage
        from ..models.draggmar_defense_bonus import DraggmarDefenseBonus
        from ..models.draggmar_discard_item import DraggmarDiscardItem
        from ..models.draggmar_draw_curse_effect import DraggmarDrawCurseEffect
        from ..models.draggmar_extra_slot import DraggmarExtraSlot
        from ..models.draggmar_gain_fame import DraggmarGainFame
        from ..models.draggmar_heal import DraggmarHeal
        from ..models.draggmar_ignore_trap import DraggmarIgnoreTrap
        from ..models.draggmar_lose_fame import DraggmarLoseFame
        from ..models.draggmar_open_chest_effect import DraggmarOpenChestEffect
        from ..models.draggmar_peek_next_room import DraggmarPeekNextRoom
        from ..models.draggmar_reroll_room import DraggmarRerollRoom
        from ..models.draggmar_skip_room import DraggmarSkipRoom

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
            isinstance(self.second_skill, DraggmarGainFame)
            or isinstance(self.second_skill, DraggmarLoseFame)
            or isinstance(self.second_skill, DraggmarDrawCurseEffect)
            or isinstance(self.second_skill, DraggmarDamage)
            or isinstance(self.second_skill, DraggmarHeal)
            or isinstance(self.second_skill, DraggmarAttackBonus)
            or isinstance(self.second_skill, DraggmarDefenseBonus)
            or isinstance(self.second_skill, DraggmarIgnoreTrap)
            or isinstance(self.second_skill, DraggmarOpenChestEffect)
            or isinstance(self.second_skill, DraggmarSkipRoom)
            or isinstance(self.second_skill, DraggmarPeekNextRoom)
            or isinstance(self.second_skill, DraggmarRerollRoom)
            or isinstance(self.second_skill, DraggmarDiscardItem)
            or isinstance(self.second_skill, DraggmarExtraSlot)
        ):
            second_skill = self.second_skill.to_dict()
        else:
            second_skill = self.second_skill

        skill: dict[str, Any] | None | Unset
        if isinstance(self.skill, Unset):
            skill = UNSET
        elif (
            isinstance(self.skill, DraggmarGainFame)
            or isinstance(self.skill, DraggmarLoseFame)
            or isinstance(self.skill, DraggmarDrawCurseEffect)
            or isinstance(self.skill, DraggmarDamage)
            or isinstance(self.skill, DraggmarHeal)
            or isinstance(self.skill, DraggmarAttackBonus)
            or isinstance(self.skill, DraggmarDefenseBonus)
            or isinstance(self.skill, DraggmarIgnoreTrap)
            or isinstance(self.skill, DraggmarOpenChestEffect)
            or isinstance(self.skill, DraggmarSkipRoom)
            or isinstance(self.skill, DraggmarPeekNextRoom)
            or isinstance(self.skill, DraggmarRerollRoom)
            or isinstance(self.skill, DraggmarDiscardItem)
            or isinstance(self.skill, DraggmarExtraSlot)
        ):
            skill = self.skill.to_dict()
        else:
            skill = self.skill

        field_dict: dict[str, Any] = {}

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
        from ..models.draggmar_attack_bonus import DraggmarAttackBonus
        from ..models.draggmar_damage import DraggmarDamage
        from ..models.draggmar_defense_bonus import DraggmarDefenseBonus
        from ..models.draggmar_discard_item import DraggmarDiscardItem
        from ..models.draggmar_draw_curse_effect import DraggmarDrawCurseEffect
        from ..models.draggmar_extra_slot import DraggmarExtraSlot
        from ..models.draggmar_gain_fame import DraggmarGainFame
        from ..models.draggmar_heal import DraggmarHeal
        from ..models.draggmar_ignore_trap import DraggmarIgnoreTrap
        from ..models.draggmar_lose_fame import DraggmarLoseFame
        from ..models.draggmar_open_chest_effect import DraggmarOpenChestEffect
        from ..models.draggmar_peek_next_room import DraggmarPeekNextRoom
        from ..models.draggmar_reroll_room import DraggmarRerollRoom
        from ..models.draggmar_skip_room import DraggmarSkipRoom

        d = dict(src_dict)
        attack = d.pop("attack")

        classes = []
        _classes = d.pop("classes")
        for classes_item_data in _classes:
            classes_item = DraggmarClass(classes_item_data)

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
            DraggmarAttackBonus
            | DraggmarDamage
            | DraggmarDefenseBonus
            | DraggmarDiscardItem
            | DraggmarDrawCurseEffect
            | DraggmarExtraSlot
            | DraggmarGainFame
            | DraggmarHeal
            | DraggmarIgnoreTrap
            | DraggmarLoseFame
            | DraggmarOpenChestEffect
            | DraggmarPeekNextRoom
            | DraggmarRerollRoom
            | DraggmarSkipRoom
            | None
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_0 = DraggmarGainFame.from_dict(data)

                return second_skill_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_1 = DraggmarLoseFame.from_dict(data)

                return second_skill_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_2 = DraggmarDrawCurseEffect.from_dict(data)

                return second_skill_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_3 = DraggmarDamage.from_dict(data)

                return second_skill_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_4 = DraggmarHeal.from_dict(data)

                return second_skill_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_5 = DraggmarAttackBonus.from_dict(data)

                return second_skill_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_6 = DraggmarDefenseBonus.from_dict(data)

                return second_skill_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_7 = DraggmarIgnoreTrap.from_dict(data)

                return second_skill_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_8 = DraggmarOpenChestEffect.from_dict(data)

                return second_skill_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_9 = DraggmarSkipRoom.from_dict(data)

                return second_skill_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_10 = DraggmarPeekNextRoom.from_dict(data)

                return second_skill_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_11 = DraggmarRerollRoom.from_dict(data)

                return second_skill_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_12 = DraggmarDiscardItem.from_dict(data)

                return second_skill_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_13 = DraggmarExtraSlot.from_dict(data)

                return second_skill_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                DraggmarAttackBonus
                | DraggmarDamage
                | DraggmarDefenseBonus
                | DraggmarDiscardItem
                | DraggmarDrawCurseEffect
                | DraggmarExtraSlot
                | DraggmarGainFame
                | DraggmarHeal
                | DraggmarIgnoreTrap
                | DraggmarLoseFame
                | DraggmarOpenChestEffect
                | DraggmarPeekNextRoom
                | DraggmarRerollRoom
                | DraggmarSkipRoom
                | None
                | Unset,
                data,
            )

        second_skill = _parse_second_skill(d.pop("second_skill", UNSET))

        def _parse_skill(
            data: object,
        ) -> (
            DraggmarAttackBonus
            | DraggmarDamage
            | DraggmarDefenseBonus
            | DraggmarDiscardItem
            | DraggmarDrawCurseEffect
            | DraggmarExtraSlot
            | DraggmarGainFame
            | DraggmarHeal
            | DraggmarIgnoreTrap
            | DraggmarLoseFame
            | DraggmarOpenChestEffect
            | DraggmarPeekNextRoom
            | DraggmarRerollRoom
            | DraggmarSkipRoom
            | None
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_0 = DraggmarGainFame.from_dict(data)

                return skill_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_1 = DraggmarLoseFame.from_dict(data)

                return skill_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_2 = DraggmarDrawCurseEffect.from_dict(data)

                return skill_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_3 = DraggmarDamage.from_dict(data)

                return skill_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_4 = DraggmarHeal.from_dict(data)

                return skill_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_5 = DraggmarAttackBonus.from_dict(data)

                return skill_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_6 = DraggmarDefenseBonus.from_dict(data)

                return skill_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_7 = DraggmarIgnoreTrap.from_dict(data)

                return skill_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_8 = DraggmarOpenChestEffect.from_dict(data)

                return skill_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_9 = DraggmarSkipRoom.from_dict(data)

                return skill_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_10 = DraggmarPeekNextRoom.from_dict(data)

                return skill_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_11 = DraggmarRerollRoom.from_dict(data)

                return skill_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_12 = DraggmarDiscardItem.from_dict(data)

                return skill_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_13 = DraggmarExtraSlot.from_dict(data)

                return skill_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                DraggmarAttackBonus
                | DraggmarDamage
                | DraggmarDefenseBonus
                | DraggmarDiscardItem
                | DraggmarDrawCurseEffect
                | DraggmarExtraSlot
                | DraggmarGainFame
                | DraggmarHeal
                | DraggmarIgnoreTrap
                | DraggmarLoseFame
                | DraggmarOpenChestEffect
                | DraggmarPeekNextRoom
                | DraggmarRerollRoom
                | DraggmarSkipRoom
                | None
                | Unset,
                data,
            )

        skill = _parse_skill(d.pop("skill", UNSET))

        draggmar_hero = cls(
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

        return draggmar_hero
