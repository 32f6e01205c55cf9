from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.draggmar_class import DraggmarClass
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.draggmar_attack_bonus_input import DraggmarAttackBonusInput
    from ..models.draggmar_damage_input import DraggmarDamageInput
    from ..models.draggmar_defense_bonus_input import DraggmarDefenseBonusInput
    from ..models.draggmar_discard_item_input import DraggmarDiscardItemInput
    from ..models.draggmar_draw_curse_effect_input import DraggmarDrawCurseEffectInput
    from ..models.draggmar_extra_slot_input import DraggmarExtraSlotInput
    from ..models.draggmar_gain_fame_input import DraggmarGainFameInput
    from ..models.draggmar_heal_input import DraggmarHealInput
    from ..models.draggmar_ignore_trap_input import DraggmarIgnoreTrapInput
    from ..models.draggmar_lose_fame_input import DraggmarLoseFameInput
    from ..models.draggmar_open_chest_effect_input import DraggmarOpenChestEffectInput
    from ..models.draggmar_peek_next_room_input import DraggmarPeekNextRoomInput
    from ..models.draggmar_reroll_room_input import DraggmarRerollRoomInput
    from ..models.draggmar_skip_room_input import DraggmarSkipRoomInput


T = TypeVar("T", bound="DraggmarHeroInput")


@_attrs_define
class DraggmarHeroInput:
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
        second_skill (DraggmarAttackBonusInput | DraggmarDamageInput | DraggmarDefenseBonusInput |
            DraggmarDiscardItemInput | DraggmarDrawCurseEffectInput | DraggmarExtraSlotInput | DraggmarGainFameInput |
            DraggmarHealInput | DraggmarIgnoreTrapInput | DraggmarLoseFameInput | DraggmarOpenChestEffectInput |
            DraggmarPeekNextRoomInput | DraggmarRerollRoomInput | DraggmarSkipRoomInput | None | Unset): rulebook Skills:
            some heroes have two skills, of which a run uses one
        skill (DraggmarAttackBonusInput | DraggmarDamageInput | DraggmarDefenseBonusInput | DraggmarDiscardItemInput |
            DraggmarDrawCurseEffectInput | DraggmarExtraSlotInput | DraggmarGainFameInput | DraggmarHealInput |
            DraggmarIgnoreTrapInput | DraggmarLoseFameInput | DraggmarOpenChestEffectInput | DraggmarPeekNextRoomInput |
            DraggmarRerollRoomInput | DraggmarSkipRoomInput | None | Unset): the active skill, once per run; epics have none
            (D2)
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
        DraggmarAttackBonusInput
        | DraggmarDamageInput
        | DraggmarDefenseBonusInput
        | DraggmarDiscardItemInput
        | DraggmarDrawCurseEffectInput
        | DraggmarExtraSlotInput
        | DraggmarGainFameInput
        | DraggmarHealInput
        | DraggmarIgnoreTrapInput
        | DraggmarLoseFameInput
        | DraggmarOpenChestEffectInput
        | DraggmarPeekNextRoomInput
        | DraggmarRerollRoomInput
        | DraggmarSkipRoomInput
        | None
        | Unset
    ) = UNSET
    skill: (
        DraggmarAttackBonusInput
        | DraggmarDamageInput
        | DraggmarDefenseBonusInput
        | DraggmarDiscardItemInput
        | DraggmarDrawCurseEffectInput
        | DraggmarExtraSlotInput
        | DraggmarGainFameInput
        | DraggmarHealInput
        | DraggmarIgnoreTrapInput
        | DraggmarLoseFameInput
        | DraggmarOpenChestEffectInput
        | DraggmarPeekNextRoomInput
        | DraggmarRerollRoomInput
        | DraggmarSkipRoomInput
        | None
        | Unset
    ) = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.draggmar_attack_bonus_input import DraggmarAttackBonusInput
        from ..models.draggmar_damage_input import DraggmarDamageInput
        from ..models.draggmar_defense_bonus_input import DraggmarDefenseBonusInput
        from ..models.draggmar_discard_item_input import DraggmarDiscardItemInput
        from ..models.draggmar_draw_curse_effect_input import (
            DraggmarDrawCurseEffectInput,
        )
        from ..models.draggmar_extra_slot_input import DraggmarExtraSlotInput
        from ..models.draggmar_gain_fame_input import DraggmarGainFameInput
        from ..models.draggmar_heal_input import DraggmarHealInput
        from ..models.draggmar_ignore_trap_input import DraggmarIgnoreTrapInput
        from ..models.draggmar_lose_fame_input import DraggmarLoseFameInput
        from ..models.draggmar_open_chest_effect_input import (
            DraggmarOpenChestEffectInput,
        )
        from ..models.draggmar_peek_next_room_input import DraggmarPeekNextRoomInput
        from ..models.draggmar_reroll_room_input import DraggmarRerollRoomInput
        from ..models.draggmar_skip_room_input import DraggmarSkipRoomInput

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
            isinstance(self.second_skill, DraggmarGainFameInput)
            or isinstance(self.second_skill, DraggmarLoseFameInput)
            or isinstance(self.second_skill, DraggmarDrawCurseEffectInput)
            or isinstance(self.second_skill, DraggmarDamageInput)
            or isinstance(self.second_skill, DraggmarHealInput)
            or isinstance(self.second_skill, DraggmarAttackBonusInput)
            or isinstance(self.second_skill, DraggmarDefenseBonusInput)
            or isinstance(self.second_skill, DraggmarIgnoreTrapInput)
            or isinstance(self.second_skill, DraggmarOpenChestEffectInput)
            or isinstance(self.second_skill, DraggmarSkipRoomInput)
            or isinstance(self.second_skill, DraggmarPeekNextRoomInput)
            or isinstance(self.second_skill, DraggmarRerollRoomInput)
            or isinstance(self.second_skill, DraggmarDiscardItemInput)
            or isinstance(self.second_skill, DraggmarExtraSlotInput)
        ):
            second_skill = self.second_skill.to_dict()
        else:
            second_skill = self.second_skill

        skill: dict[str, Any] | None | Unset
        if isinstance(self.skill, Unset):
            skill = UNSET
        elif (
            isinstance(self.skill, DraggmarGainFameInput)
            or isinstance(self.skill, DraggmarLoseFameInput)
            or isinstance(self.skill, DraggmarDrawCurseEffectInput)
            or isinstance(self.skill, DraggmarDamageInput)
            or isinstance(self.skill, DraggmarHealInput)
            or isinstance(self.skill, DraggmarAttackBonusInput)
            or isinstance(self.skill, DraggmarDefenseBonusInput)
            or isinstance(self.skill, DraggmarIgnoreTrapInput)
            or isinstance(self.skill, DraggmarOpenChestEffectInput)
            or isinstance(self.skill, DraggmarSkipRoomInput)
            or isinstance(self.skill, DraggmarPeekNextRoomInput)
            or isinstance(self.skill, DraggmarRerollRoomInput)
            or isinstance(self.skill, DraggmarDiscardItemInput)
            or isinstance(self.skill, DraggmarExtraSlotInput)
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
        from ..models.draggmar_attack_bonus_input import DraggmarAttackBonusInput
        from ..models.draggmar_damage_input import DraggmarDamageInput
        from ..models.draggmar_defense_bonus_input import DraggmarDefenseBonusInput
        from ..models.draggmar_discard_item_input import DraggmarDiscardItemInput
        from ..models.draggmar_draw_curse_effect_input import (
            DraggmarDrawCurseEffectInput,
        )
        from ..models.draggmar_extra_slot_input import DraggmarExtraSlotInput
        from ..models.draggmar_gain_fame_input import DraggmarGainFameInput
        from ..models.draggmar_heal_input import DraggmarHealInput
        from ..models.draggmar_ignore_trap_input import DraggmarIgnoreTrapInput
        from ..models.draggmar_lose_fame_input import DraggmarLoseFameInput
        from ..models.draggmar_open_chest_effect_input import (
            DraggmarOpenChestEffectInput,
        )
        from ..models.draggmar_peek_next_room_input import DraggmarPeekNextRoomInput
        from ..models.draggmar_reroll_room_input import DraggmarRerollRoomInput
        from ..models.draggmar_skip_room_input import DraggmarSkipRoomInput

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
            DraggmarAttackBonusInput
            | DraggmarDamageInput
            | DraggmarDefenseBonusInput
            | DraggmarDiscardItemInput
            | DraggmarDrawCurseEffectInput
            | DraggmarExtraSlotInput
            | DraggmarGainFameInput
            | DraggmarHealInput
            | DraggmarIgnoreTrapInput
            | DraggmarLoseFameInput
            | DraggmarOpenChestEffectInput
            | DraggmarPeekNextRoomInput
            | DraggmarRerollRoomInput
            | DraggmarSkipRoomInput
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
                second_skill_type_0 = DraggmarGainFameInput.from_dict(data)

                return second_skill_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_1 = DraggmarLoseFameInput.from_dict(data)

                return second_skill_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_2 = DraggmarDrawCurseEffectInput.from_dict(data)

                return second_skill_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_3 = DraggmarDamageInput.from_dict(data)

                return second_skill_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_4 = DraggmarHealInput.from_dict(data)

                return second_skill_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_5 = DraggmarAttackBonusInput.from_dict(data)

                return second_skill_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_6 = DraggmarDefenseBonusInput.from_dict(data)

                return second_skill_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_7 = DraggmarIgnoreTrapInput.from_dict(data)

                return second_skill_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_8 = DraggmarOpenChestEffectInput.from_dict(data)

                return second_skill_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_9 = DraggmarSkipRoomInput.from_dict(data)

                return second_skill_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_10 = DraggmarPeekNextRoomInput.from_dict(data)

                return second_skill_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_11 = DraggmarRerollRoomInput.from_dict(data)

                return second_skill_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_12 = DraggmarDiscardItemInput.from_dict(data)

                return second_skill_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_13 = DraggmarExtraSlotInput.from_dict(data)

                return second_skill_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                DraggmarAttackBonusInput
                | DraggmarDamageInput
                | DraggmarDefenseBonusInput
                | DraggmarDiscardItemInput
                | DraggmarDrawCurseEffectInput
                | DraggmarExtraSlotInput
                | DraggmarGainFameInput
                | DraggmarHealInput
                | DraggmarIgnoreTrapInput
                | DraggmarLoseFameInput
                | DraggmarOpenChestEffectInput
                | DraggmarPeekNextRoomInput
                | DraggmarRerollRoomInput
                | DraggmarSkipRoomInput
                | None
                | Unset,
                data,
            )

        second_skill = _parse_second_skill(d.pop("second_skill", UNSET))

        def _parse_skill(
            data: object,
        ) -> (
            DraggmarAttackBonusInput
            | DraggmarDamageInput
            | DraggmarDefenseBonusInput
            | DraggmarDiscardItemInput
            | DraggmarDrawCurseEffectInput
            | DraggmarExtraSlotInput
            | DraggmarGainFameInput
            | DraggmarHealInput
            | DraggmarIgnoreTrapInput
            | DraggmarLoseFameInput
            | DraggmarOpenChestEffectInput
            | DraggmarPeekNextRoomInput
            | DraggmarRerollRoomInput
            | DraggmarSkipRoomInput
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
                skill_type_0 = DraggmarGainFameInput.from_dict(data)

                return skill_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_1 = DraggmarLoseFameInput.from_dict(data)

                return skill_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_2 = DraggmarDrawCurseEffectInput.from_dict(data)

                return skill_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_3 = DraggmarDamageInput.from_dict(data)

                return skill_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_4 = DraggmarHealInput.from_dict(data)

                return skill_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_5 = DraggmarAttackBonusInput.from_dict(data)

                return skill_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_6 = DraggmarDefenseBonusInput.from_dict(data)

                return skill_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_7 = DraggmarIgnoreTrapInput.from_dict(data)

                return skill_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_8 = DraggmarOpenChestEffectInput.from_dict(data)

                return skill_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_9 = DraggmarSkipRoomInput.from_dict(data)

                return skill_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_10 = DraggmarPeekNextRoomInput.from_dict(data)

                return skill_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_11 = DraggmarRerollRoomInput.from_dict(data)

                return skill_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_12 = DraggmarDiscardItemInput.from_dict(data)

                return skill_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_13 = DraggmarExtraSlotInput.from_dict(data)

                return skill_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                DraggmarAttackBonusInput
                | DraggmarDamageInput
                | DraggmarDefenseBonusInput
                | DraggmarDiscardItemInput
                | DraggmarDrawCurseEffectInput
                | DraggmarExtraSlotInput
                | DraggmarGainFameInput
                | DraggmarHealInput
                | DraggmarIgnoreTrapInput
                | DraggmarLoseFameInput
                | DraggmarOpenChestEffectInput
                | DraggmarPeekNextRoomInput
                | DraggmarRerollRoomInput
                | DraggmarSkipRoomInput
                | None
                | Unset,
                data,
            )

        skill = _parse_skill(d.pop("skill", UNSET))

        draggmar_hero_input = cls(
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

        return draggmar_hero_input
