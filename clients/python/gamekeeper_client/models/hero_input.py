from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.hero_input_classes_item import HeroInputClassesItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.attack_bonus_input import AttackBonusInput
    from ..models.damage_input import DamageInput
    from ..models.defense_bonus_input import DefenseBonusInput
    from ..models.discard_item_input import DiscardItemInput
    from ..models.draw_curse_input import DrawCurseInput
    from ..models.extra_slot_input import ExtraSlotInput
    from ..models.gain_fame_input import GainFameInput
    from ..models.heal_input import HealInput
    from ..models.ignore_trap_input import IgnoreTrapInput
    from ..models.lose_fame_input import LoseFameInput
    from ..models.open_chest_input import OpenChestInput
    from ..models.peek_next_room_input import PeekNextRoomInput
    from ..models.reroll_room_input import RerollRoomInput
    from ..models.skip_room_input import SkipRoomInput


T = TypeVar("T", bound="HeroInput")


@_attrs_define
class HeroInput:
    """
    Attributes:
        attack (int):
        classes (list[HeroInputClassesItem]):
        defense (int):
        family (str): a card id
        health (int):
        id (str): a card id
        level (int):
        name (str):
        epic (bool | Unset):  Default: False.
        second_skill (AttackBonusInput | DamageInput | DefenseBonusInput | DiscardItemInput | DrawCurseInput |
            ExtraSlotInput | GainFameInput | HealInput | IgnoreTrapInput | LoseFameInput | None | OpenChestInput |
            PeekNextRoomInput | RerollRoomInput | SkipRoomInput | Unset): rulebook Skills: some heroes have two skills, of
            which a run uses one
        skill (AttackBonusInput | DamageInput | DefenseBonusInput | DiscardItemInput | DrawCurseInput | ExtraSlotInput |
            GainFameInput | HealInput | IgnoreTrapInput | LoseFameInput | None | OpenChestInput | PeekNextRoomInput |
            RerollRoomInput | SkipRoomInput | Unset): the active skill, once per run; epics have none (D2)
    """

    attack: int
    classes: list[HeroInputClassesItem]
    defense: int
    family: str
    health: int
    id: str
    level: int
    name: str
    epic: bool | Unset = False
    second_skill: (
        AttackBonusInput
        | DamageInput
        | DefenseBonusInput
        | DiscardItemInput
        | DrawCurseInput
        | ExtraSlotInput
        | GainFameInput
        | HealInput
        | IgnoreTrapInput
        | LoseFameInput
        | None
        | OpenChestInput
        | PeekNextRoomInput
        | RerollRoomInput
        | SkipRoomInput
        | Unset
    ) = UNSET
    skill: (
        AttackBonusInput
        | DamageInput
        | DefenseBonusInput
        | DiscardItemInput
        | DrawCurseInput
        | ExtraSlotInput
        | GainFameInput
        | HealInput
        | IgnoreTrapInput
        | LoseFameInput
        | None
        | OpenChestInput
        | PeekNextRoomInput
        | RerollRoomInput
        | SkipRoomInput
        | Unset
    ) = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.attack_bonus_input import AttackBonusInput
        from ..models.damage_input import DamageInput
        from ..models.defense_bonus_input import DefenseBonusInput
        from ..models.discard_item_input import DiscardItemInput
        from ..models.draw_curse_input import DrawCurseInput
        from ..models.extra_slot_input import ExtraSlotInput
        from ..models.gain_fame_input import GainFameInput
        from ..models.heal_input import HealInput
        from ..models.ignore_trap_input import IgnoreTrapInput
        from ..models.lose_fame_input import LoseFameInput
        from ..models.open_chest_input import OpenChestInput
        from ..models.peek_next_room_input import PeekNextRoomInput
        from ..models.reroll_room_input import RerollRoomInput
        from ..models.skip_room_input import SkipRoomInput

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
            isinstance(self.second_skill, GainFameInput)
            or isinstance(self.second_skill, LoseFameInput)
            or isinstance(self.second_skill, DrawCurseInput)
            or isinstance(self.second_skill, DamageInput)
            or isinstance(self.second_skill, HealInput)
            or isinstance(self.second_skill, AttackBonusInput)
            or isinstance(self.second_skill, DefenseBonusInput)
            or isinstance(self.second_skill, IgnoreTrapInput)
            or isinstance(self.second_skill, OpenChestInput)
            or isinstance(self.second_skill, SkipRoomInput)
            or isinstance(self.second_skill, PeekNextRoomInput)
            or isinstance(self.second_skill, RerollRoomInput)
            or isinstance(self.second_skill, DiscardItemInput)
            or isinstance(self.second_skill, ExtraSlotInput)
        ):
            second_skill = self.second_skill.to_dict()
        else:
            second_skill = self.second_skill

        skill: dict[str, Any] | None | Unset
        if isinstance(self.skill, Unset):
            skill = UNSET
        elif (
            isinstance(self.skill, GainFameInput)
            or isinstance(self.skill, LoseFameInput)
            or isinstance(self.skill, DrawCurseInput)
            or isinstance(self.skill, DamageInput)
            or isinstance(self.skill, HealInput)
            or isinstance(self.skill, AttackBonusInput)
            or isinstance(self.skill, DefenseBonusInput)
            or isinstance(self.skill, IgnoreTrapInput)
            or isinstance(self.skill, OpenChestInput)
            or isinstance(self.skill, SkipRoomInput)
            or isinstance(self.skill, PeekNextRoomInput)
            or isinstance(self.skill, RerollRoomInput)
            or isinstance(self.skill, DiscardItemInput)
            or isinstance(self.skill, ExtraSlotInput)
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
        from ..models.attack_bonus_input import AttackBonusInput
        from ..models.damage_input import DamageInput
        from ..models.defense_bonus_input import DefenseBonusInput
        from ..models.discard_item_input import DiscardItemInput
        from ..models.draw_curse_input import DrawCurseInput
        from ..models.extra_slot_input import ExtraSlotInput
        from ..models.gain_fame_input import GainFameInput
        from ..models.heal_input import HealInput
        from ..models.ignore_trap_input import IgnoreTrapInput
        from ..models.lose_fame_input import LoseFameInput
        from ..models.open_chest_input import OpenChestInput
        from ..models.peek_next_room_input import PeekNextRoomInput
        from ..models.reroll_room_input import RerollRoomInput
        from ..models.skip_room_input import SkipRoomInput

        d = dict(src_dict)
        attack = d.pop("attack")

        classes = []
        _classes = d.pop("classes")
        for classes_item_data in _classes:
            classes_item = HeroInputClassesItem(classes_item_data)

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
            AttackBonusInput
            | DamageInput
            | DefenseBonusInput
            | DiscardItemInput
            | DrawCurseInput
            | ExtraSlotInput
            | GainFameInput
            | HealInput
            | IgnoreTrapInput
            | LoseFameInput
            | None
            | OpenChestInput
            | PeekNextRoomInput
            | RerollRoomInput
            | SkipRoomInput
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_0 = GainFameInput.from_dict(data)

                return second_skill_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_1 = LoseFameInput.from_dict(data)

                return second_skill_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_2 = DrawCurseInput.from_dict(data)

                return second_skill_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_3 = DamageInput.from_dict(data)

                return second_skill_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_4 = HealInput.from_dict(data)

                return second_skill_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_5 = AttackBonusInput.from_dict(data)

                return second_skill_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_6 = DefenseBonusInput.from_dict(data)

                return second_skill_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_7 = IgnoreTrapInput.from_dict(data)

                return second_skill_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_8 = OpenChestInput.from_dict(data)

                return second_skill_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_9 = SkipRoomInput.from_dict(data)

                return second_skill_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_10 = PeekNextRoomInput.from_dict(data)

                return second_skill_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_11 = RerollRoomInput.from_dict(data)

                return second_skill_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_12 = DiscardItemInput.from_dict(data)

                return second_skill_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                second_skill_type_13 = ExtraSlotInput.from_dict(data)

                return second_skill_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                AttackBonusInput
                | DamageInput
                | DefenseBonusInput
                | DiscardItemInput
                | DrawCurseInput
                | ExtraSlotInput
                | GainFameInput
                | HealInput
                | IgnoreTrapInput
                | LoseFameInput
                | None
                | OpenChestInput
                | PeekNextRoomInput
                | RerollRoomInput
                | SkipRoomInput
                | Unset,
                data,
            )

        second_skill = _parse_second_skill(d.pop("second_skill", UNSET))

        def _parse_skill(
            data: object,
        ) -> (
            AttackBonusInput
            | DamageInput
            | DefenseBonusInput
            | DiscardItemInput
            | DrawCurseInput
            | ExtraSlotInput
            | GainFameInput
            | HealInput
            | IgnoreTrapInput
            | LoseFameInput
            | None
            | OpenChestInput
            | PeekNextRoomInput
            | RerollRoomInput
            | SkipRoomInput
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_0 = GainFameInput.from_dict(data)

                return skill_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_1 = LoseFameInput.from_dict(data)

                return skill_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_2 = DrawCurseInput.from_dict(data)

                return skill_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_3 = DamageInput.from_dict(data)

                return skill_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_4 = HealInput.from_dict(data)

                return skill_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_5 = AttackBonusInput.from_dict(data)

                return skill_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_6 = DefenseBonusInput.from_dict(data)

                return skill_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_7 = IgnoreTrapInput.from_dict(data)

                return skill_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_8 = OpenChestInput.from_dict(data)

                return skill_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_9 = SkipRoomInput.from_dict(data)

                return skill_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_10 = PeekNextRoomInput.from_dict(data)

                return skill_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_11 = RerollRoomInput.from_dict(data)

                return skill_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_12 = DiscardItemInput.from_dict(data)

                return skill_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                skill_type_13 = ExtraSlotInput.from_dict(data)

                return skill_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                AttackBonusInput
                | DamageInput
                | DefenseBonusInput
                | DiscardItemInput
                | DrawCurseInput
                | ExtraSlotInput
                | GainFameInput
                | HealInput
                | IgnoreTrapInput
                | LoseFameInput
                | None
                | OpenChestInput
                | PeekNextRoomInput
                | RerollRoomInput
                | SkipRoomInput
                | Unset,
                data,
            )

        skill = _parse_skill(d.pop("skill", UNSET))

        hero_input = cls(
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

        return hero_input
