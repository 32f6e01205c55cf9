from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.item_classes_item import ItemClassesItem
from ..models.item_slot import ItemSlot
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


T = TypeVar("T", bound="Item")


@_attrs_define
class Item:
    """
    Attributes:
        classes (list[ItemClassesItem]):
        id (str): a card id
        level (int):
        name (str):
        slot (ItemSlot):
        attack (int | Unset):  Default: 0.
        defense (int | Unset):  Default: 0.
        effect (AttackBonus | Damage | DefenseBonus | DiscardItem | DrawCurse | ExtraSlot | GainFame | Heal | IgnoreTrap
            | LoseFame | None | OpenChest | PeekNextRoom | RerollRoom | SkipRoom | Unset):
    """

    classes: list[ItemClassesItem]
    id: str
    level: int
    name: str
    slot: ItemSlot
    attack: int | Unset = 0
    defense: int | Unset = 0
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
            or isinstance(self.effect, ExtraSlot)
        ):
            effect = self.effect.to_dict()
        else:
            effect = self.effect

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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
        classes = []
        _classes = d.pop("classes")
        for classes_item_data in _classes:
            classes_item = ItemClassesItem(classes_item_data)

            classes.append(classes_item)

        id = d.pop("id")

        level = d.pop("level")

        name = d.pop("name")

        slot = ItemSlot(d.pop("slot"))

        attack = d.pop("attack", UNSET)

        defense = d.pop("defense", UNSET)

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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_13 = ExtraSlot.from_dict(data)

                return effect_type_13
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

        effect = _parse_effect(d.pop("effect", UNSET))

        item = cls(
            classes=classes,
            id=id,
            level=level,
            name=name,
            slot=slot,
            attack=attack,
            defense=defense,
            effect=effect,
        )

        item.additional_properties = d
        return item

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
