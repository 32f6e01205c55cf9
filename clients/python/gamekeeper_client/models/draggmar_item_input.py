from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.draggmar_class import DraggmarClass
from ..models.draggmar_item_slot import DraggmarItemSlot
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


T = TypeVar("T", bound="DraggmarItemInput")


@_attrs_define
class DraggmarItemInput:
    """
    Attributes:
        classes (list[DraggmarClass]):
        id (str): a card id
        level (int):
        name (str):
        slot (DraggmarItemSlot):
        attack (int | Unset):  Default: 0.
        defense (int | Unset):  Default: 0.
        effect (DraggmarAttackBonusInput | DraggmarDamageInput | DraggmarDefenseBonusInput | DraggmarDiscardItemInput |
            DraggmarDrawCurseEffectInput | DraggmarExtraSlotInput | DraggmarGainFameInput | DraggmarHealInput |
            DraggmarIgnoreTrapInput | DraggmarLoseFameInput | DraggmarOpenChestEffectInput | DraggmarPeekNextRoomInput |
            DraggmarRerollRoomInput | DraggmarSkipRoomInput | None | Unset):
    """

    classes: list[DraggmarClass]
    id: str
    level: int
    name: str
    slot: DraggmarItemSlot
    attack: int | Unset = 0
    defense: int | Unset = 0
    effect: (
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
            isinstance(self.effect, DraggmarGainFameInput)
            or isinstance(self.effect, DraggmarLoseFameInput)
            or isinstance(self.effect, DraggmarDrawCurseEffectInput)
            or isinstance(self.effect, DraggmarDamageInput)
            or isinstance(self.effect, DraggmarHealInput)
            or isinstance(self.effect, DraggmarAttackBonusInput)
            or isinstance(self.effect, DraggmarDefenseBonusInput)
            or isinstance(self.effect, DraggmarIgnoreTrapInput)
            or isinstance(self.effect, DraggmarOpenChestEffectInput)
            or isinstance(self.effect, DraggmarSkipRoomInput)
            or isinstance(self.effect, DraggmarPeekNextRoomInput)
            or isinstance(self.effect, DraggmarRerollRoomInput)
            or isinstance(self.effect, DraggmarDiscardItemInput)
            or isinstance(self.effect, DraggmarExtraSlotInput)
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
        classes = []
        _classes = d.pop("classes")
        for classes_item_data in _classes:
            classes_item = DraggmarClass(classes_item_data)

            classes.append(classes_item)

        id = d.pop("id")

        level = d.pop("level")

        name = d.pop("name")

        slot = DraggmarItemSlot(d.pop("slot"))

        attack = d.pop("attack", UNSET)

        defense = d.pop("defense", UNSET)

        def _parse_effect(
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
                effect_type_0 = DraggmarGainFameInput.from_dict(data)

                return effect_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_1 = DraggmarLoseFameInput.from_dict(data)

                return effect_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_2 = DraggmarDrawCurseEffectInput.from_dict(data)

                return effect_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_3 = DraggmarDamageInput.from_dict(data)

                return effect_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_4 = DraggmarHealInput.from_dict(data)

                return effect_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_5 = DraggmarAttackBonusInput.from_dict(data)

                return effect_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_6 = DraggmarDefenseBonusInput.from_dict(data)

                return effect_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_7 = DraggmarIgnoreTrapInput.from_dict(data)

                return effect_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_8 = DraggmarOpenChestEffectInput.from_dict(data)

                return effect_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_9 = DraggmarSkipRoomInput.from_dict(data)

                return effect_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_10 = DraggmarPeekNextRoomInput.from_dict(data)

                return effect_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_11 = DraggmarRerollRoomInput.from_dict(data)

                return effect_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_12 = DraggmarDiscardItemInput.from_dict(data)

                return effect_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_13 = DraggmarExtraSlotInput.from_dict(data)

                return effect_type_13
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

        effect = _parse_effect(d.pop("effect", UNSET))

        draggmar_item_input = cls(
            classes=classes,
            id=id,
            level=level,
            name=name,
            slot=slot,
            attack=attack,
            defense=defense,
            effect=effect,
        )

        return draggmar_item_input
