from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.item_input_classes_item import ItemInputClassesItem
from ..models.item_input_slot import ItemInputSlot
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


T = TypeVar("T", bound="ItemInput")


@_attrs_define
class ItemInput:
    """
    Attributes:
        classes (list[ItemInputClassesItem]):
        id (str): a card id
        level (int):
        name (str):
        slot (ItemInputSlot):
        attack (int | Unset):  Default: 0.
        defense (int | Unset):  Default: 0.
        effect (AttackBonusInput | DamageInput | DefenseBonusInput | DiscardItemInput | DrawCurseInput | ExtraSlotInput
            | GainFameInput | HealInput | IgnoreTrapInput | LoseFameInput | None | OpenChestInput | PeekNextRoomInput |
            RerollRoomInput | SkipRoomInput | Unset):
    """

    classes: list[ItemInputClassesItem]
    id: str
    level: int
    name: str
    slot: ItemInputSlot
    attack: int | Unset = 0
    defense: int | Unset = 0
    effect: (
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

        classes = []
        for classes_item_data in self.classes:
            classes_item = classes_item_data.value
            classes.append(classes_item)

        id = self.id

        level = self.level

        name = self.name

        slot = self.slot.value

        attack = self.attack

        defense = self.defense

        effect: dict[str, Any] | None | Unset
        if isinstance(self.effect, Unset):
            effect = UNSET
        elif (
            isinstance(self.effect, GainFameInput)
            or isinstance(self.effect, LoseFameInput)
            or isinstance(self.effect, DrawCurseInput)
            or isinstance(self.effect, DamageInput)
            or isinstance(self.effect, HealInput)
            or isinstance(self.effect, AttackBonusInput)
            or isinstance(self.effect, DefenseBonusInput)
            or isinstance(self.effect, IgnoreTrapInput)
            or isinstance(self.effect, OpenChestInput)
            or isinstance(self.effect, SkipRoomInput)
            or isinstance(self.effect, PeekNextRoomInput)
            or isinstance(self.effect, RerollRoomInput)
            or isinstance(self.effect, DiscardItemInput)
            or isinstance(self.effect, ExtraSlotInput)
        ):
            effect = self.effect.to_dict()
        else:
            effect = self.effect

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "classes": classes,
                "id": id,
                "level": level,
                "name": name,
                "slot": slot,
            }
        )
        if attack is not UNSET:
            field_dict["attack"] = attack
        if defense is not UNSET:
            field_dict["defense"] = defense
        if effect is not UNSET:
            field_dict["effect"] = effect

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
        classes = []
        _classes = d.pop("classes")
        for classes_item_data in _classes:
            classes_item = ItemInputClassesItem(classes_item_data)

            classes.append(classes_item)

        id = d.pop("id")

        level = d.pop("level")

        name = d.pop("name")

        slot = ItemInputSlot(d.pop("slot"))

        attack = d.pop("attack", UNSET)

        defense = d.pop("defense", UNSET)

        def _parse_effect(
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
                effect_type_0 = GainFameInput.from_dict(data)

                return effect_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_1 = LoseFameInput.from_dict(data)

                return effect_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_2 = DrawCurseInput.from_dict(data)

                return effect_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_3 = DamageInput.from_dict(data)

                return effect_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_4 = HealInput.from_dict(data)

                return effect_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_5 = AttackBonusInput.from_dict(data)

                return effect_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_6 = DefenseBonusInput.from_dict(data)

                return effect_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_7 = IgnoreTrapInput.from_dict(data)

                return effect_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_8 = OpenChestInput.from_dict(data)

                return effect_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_9 = SkipRoomInput.from_dict(data)

                return effect_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_10 = PeekNextRoomInput.from_dict(data)

                return effect_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_11 = RerollRoomInput.from_dict(data)

                return effect_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_12 = DiscardItemInput.from_dict(data)

                return effect_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_13 = ExtraSlotInput.from_dict(data)

                return effect_type_13
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

        effect = _parse_effect(d.pop("effect", UNSET))

        item_input = cls(
            classes=classes,
            id=id,
            level=level,
            name=name,
            slot=slot,
            attack=attack,
            defense=defense,
            effect=effect,
        )

        return item_input
