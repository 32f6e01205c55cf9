from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

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


T = TypeVar("T", bound="Curse")


@_attrs_define
class Curse:
    """
    Attributes:
        effect (AttackBonus | Damage | DefenseBonus | DiscardItem | DrawCurse | ExtraSlot | GainFame | Heal | IgnoreTrap
            | LoseFame | OpenChest | PeekNextRoom | RerollRoom | SkipRoom):
        id (str): a card id
        name (str):
    """

    effect: (
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
        | OpenChest
        | PeekNextRoom
        | RerollRoom
        | SkipRoom
    )
    id: str
    name: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.attack_bonus import AttackBonus
        from ..models.damage import Damage
        from ..models.defense_bonus import DefenseBonus
        from ..models.discard_item import DiscardItem
        from ..models.draw_curse import DrawCurse
        from ..models.gain_fame import GainFame
        from ..models.heal import Heal
        from ..models.ignore_trap import IgnoreTrap
        from ..models.lose_fame import LoseFame
        from ..models.open_chest import OpenChest
        from ..models.peek_next_room import PeekNextRoom
        from ..models.reroll_room import RerollRoom
        from ..models.skip_room import SkipRoom

        effect: dict[str, Any]
        if (
            isinstance(self.effect, GainFame)
            or isinstance(self.effect, LoseFame)
            or isinstance(self.effect, DrawCurse)
            or isinstance(self.effect, Damage)
            or isinstance(self.effect, Heal)
            or isinstance(self.effect, AttackBonus)
            or isinstance(self.effect, DefenseBonus)
            or isinstance(self.effect, IgnoreTrap)
            or isinstance(self.effect, OpenChest)
            or isinstance(self.effect, SkipRoom)
            or isinstance(self.effect, PeekNextRoom)
            or isinstance(self.effect, RerollRoom)
            or isinstance(self.effect, DiscardItem)
        ):
            effect = self.effect.to_dict()
        else:
            effect = self.effect.to_dict()

        id = self.id

        name = self.name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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

        def _parse_effect(
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
            | OpenChest
            | PeekNextRoom
            | RerollRoom
            | SkipRoom
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_0 = GainFame.from_dict(data)

                return effect_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_1 = LoseFame.from_dict(data)

                return effect_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_2 = DrawCurse.from_dict(data)

                return effect_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_3 = Damage.from_dict(data)

                return effect_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_4 = Heal.from_dict(data)

                return effect_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_5 = AttackBonus.from_dict(data)

                return effect_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_6 = DefenseBonus.from_dict(data)

                return effect_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_7 = IgnoreTrap.from_dict(data)

                return effect_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_8 = OpenChest.from_dict(data)

                return effect_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_9 = SkipRoom.from_dict(data)

                return effect_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_10 = PeekNextRoom.from_dict(data)

                return effect_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_11 = RerollRoom.from_dict(data)

                return effect_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_12 = DiscardItem.from_dict(data)

                return effect_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            effect_type_13 = ExtraSlot.from_dict(data)

            return effect_type_13

        effect = _parse_effect(d.pop("effect"))

        id = d.pop("id")

        name = d.pop("name")

        curse = cls(
            effect=effect,
            id=id,
            name=name,
        )

        curse.additional_properties = d
        return curse

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
