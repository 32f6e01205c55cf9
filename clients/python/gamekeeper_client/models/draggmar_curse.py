from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

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


T = TypeVar("T", bound="DraggmarCurse")


@_attrs_define
class DraggmarCurse:
    """
    Attributes:
        effect (DraggmarAttackBonus | DraggmarDamage | DraggmarDefenseBonus | DraggmarDiscardItem |
            DraggmarDrawCurseEffect | DraggmarExtraSlot | DraggmarGainFame | DraggmarHeal | DraggmarIgnoreTrap |
            DraggmarLoseFame | DraggmarOpenChestEffect | DraggmarPeekNextRoom | DraggmarRerollRoom | DraggmarSkipRoom):
        id (str): a card id
        name (str):
    """

    effect: (
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
    )
    id: str
    name: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.draggmar_attack_bonus import DraggmarAttackBonus
        from ..models.draggmar_damage import DraggmarDamage
        from ..models.draggmar_defense_bonus import DraggmarDefenseBonus
        from ..models.draggmar_discard_item import DraggmarDiscardItem
        from ..models.draggmar_draw_curse_effect import DraggmarDrawCurseEffect
        from ..models.draggmar_gain_fame import DraggmarGainFame
        from ..models.draggmar_heal import DraggmarHeal
        from ..models.draggmar_ignore_trap import DraggmarIgnoreTrap
        from ..models.draggmar_lose_fame import DraggmarLoseFame
        from ..models.draggmar_open_chest_effect import DraggmarOpenChestEffect
        from ..models.draggmar_peek_next_room import DraggmarPeekNextRoom
        from ..models.draggmar_reroll_room import DraggmarRerollRoom
        from ..models.draggmar_skip_room import DraggmarSkipRoom

        effect: dict[str, Any]
        if (
            isinstance(self.effect, DraggmarGainFame)
            or isinstance(self.effect, DraggmarLoseFame)
            or isinstance(self.effect, DraggmarDrawCurseEffect)
            or isinstance(self.effect, DraggmarDamage)
            or isinstance(self.effect, DraggmarHeal)
            or isinstance(self.effect, DraggmarAttackBonus)
            or isinstance(self.effect, DraggmarDefenseBonus)
            or isinstance(self.effect, DraggmarIgnoreTrap)
            or isinstance(self.effect, DraggmarOpenChestEffect)
            or isinstance(self.effect, DraggmarSkipRoom)
            or isinstance(self.effect, DraggmarPeekNextRoom)
            or isinstance(self.effect, DraggmarRerollRoom)
            or isinstance(self.effect, DraggmarDiscardItem)
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

        def _parse_effect(
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
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_0 = DraggmarGainFame.from_dict(data)

                return effect_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_1 = DraggmarLoseFame.from_dict(data)

                return effect_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_2 = DraggmarDrawCurseEffect.from_dict(data)

                return effect_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_3 = DraggmarDamage.from_dict(data)

                return effect_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_4 = DraggmarHeal.from_dict(data)

                return effect_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_5 = DraggmarAttackBonus.from_dict(data)

                return effect_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_6 = DraggmarDefenseBonus.from_dict(data)

                return effect_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_7 = DraggmarIgnoreTrap.from_dict(data)

                return effect_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_8 = DraggmarOpenChestEffect.from_dict(data)

                return effect_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_9 = DraggmarSkipRoom.from_dict(data)

                return effect_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_10 = DraggmarPeekNextRoom.from_dict(data)

                return effect_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_11 = DraggmarRerollRoom.from_dict(data)

                return effect_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_12 = DraggmarDiscardItem.from_dict(data)

                return effect_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            effect_type_13 = DraggmarExtraSlot.from_dict(data)

            return effect_type_13

        effect = _parse_effect(d.pop("effect"))

        id = d.pop("id")

        name = d.pop("name")

        draggmar_curse = cls(
            effect=effect,
            id=id,
            name=name,
        )

        return draggmar_curse
