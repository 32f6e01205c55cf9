from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

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


T = TypeVar("T", bound="CurseInput")


@_attrs_define
class CurseInput:
    """
    Attributes:
        effect (AttackBonusInput | DamageInput | DefenseBonusInput | DiscardItemInput | DrawCurseInput | ExtraSlotInput
            | GainFameInput | HealInput | IgnoreTrapInput | LoseFameInput | OpenChestInput | PeekNextRoomInput |
            RerollRoomInput | SkipRoomInput):
        id (str): a card id
        name (str):
    """

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
        | OpenChestInput
        | PeekNextRoomInput
        | RerollRoomInput
        | SkipRoomInput
    )
    id: str
    name: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.attack_bonus_input import AttackBonusInput
        from ..models.damage_input import DamageInput
        from ..models.defense_bonus_input import DefenseBonusInput
        from ..models.discard_item_input import DiscardItemInput
        from ..models.draw_curse_input import DrawCurseInput
        from ..models.gain_fame_input import GainFameInput
        from ..models.heal_input import HealInput
        from ..models.ignore_trap_input import IgnoreTrapInput
        from ..models.lose_fame_input import LoseFameInput
        from ..models.open_chest_input import OpenChestInput
        from ..models.peek_next_room_input import PeekNextRoomInput
        from ..models.reroll_room_input import RerollRoomInput
        from ..models.skip_room_input import SkipRoomInput

        effect: dict[str, Any]
        if (
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
        ):
            effect = self.effect.to_dict()
        else:
            effect = self.effect.to_dict()

        id = self.id

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "effect": effect,
                "id": id,
                "name": name,
            }
        )

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
            | OpenChestInput
            | PeekNextRoomInput
            | RerollRoomInput
            | SkipRoomInput
        ):
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
            if not isinstance(data, dict):
                raise TypeError()
            effect_type_13 = ExtraSlotInput.from_dict(data)

            return effect_type_13

        effect = _parse_effect(d.pop("effect"))

        id = d.pop("id")

        name = d.pop("name")

        curse_input = cls(
            effect=effect,
            id=id,
            name=name,
        )

        return curse_input
