from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.monster_faction import MonsterFaction
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


T = TypeVar("T", bound="Monster")


@_attrs_define
class Monster:
    """
    Attributes:
        attack (int):
        defense (int):
        faction (MonsterFaction):
        id (str): a card id
        kind (Literal['monster']):
        level (int):
        name (str):
        fame (int | None | Unset): null: the room's level
        on_hit (AttackBonus | Damage | DefenseBonus | DiscardItem | DrawCurse | ExtraSlot | GainFame | Heal | IgnoreTrap
            | LoseFame | None | OpenChest | PeekNextRoom | RerollRoom | SkipRoom | Unset): what a hero it harms suffers
        rewards (int | Unset):  Default: 0.
    """

    attack: int
    defense: int
    faction: MonsterFaction
    id: str
    kind: Literal["monster"]
    level: int
    name: str
    fame: int | None | Unset = UNSET
    on_hit: (
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
    rewards: int | Unset = 0
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

        defense = self.defense

        faction = self.faction.value

        id = self.id

        kind = self.kind

        level = self.level

        name = self.name

        fame: int | None | Unset
        if isinstance(self.fame, Unset):
            fame = UNSET
        else:
            fame = self.fame

        on_hit: dict[str, Any] | None | Unset
        if isinstance(self.on_hit, Unset):
            on_hit = UNSET
        elif (
            isinstance(self.on_hit, GainFame)
            or isinstance(self.on_hit, LoseFame)
            or isinstance(self.on_hit, DrawCurse)
            or isinstance(self.on_hit, Damage)
            or isinstance(self.on_hit, Heal)
            or isinstance(self.on_hit, AttackBonus)
            or isinstance(self.on_hit, DefenseBonus)
            or isinstance(self.on_hit, IgnoreTrap)
            or isinstance(self.on_hit, OpenChest)
            or isinstance(self.on_hit, SkipRoom)
            or isinstance(self.on_hit, PeekNextRoom)
            or isinstance(self.on_hit, RerollRoom)
            or isinstance(self.on_hit, DiscardItem)
            or isinstance(self.on_hit, ExtraSlot)
        ):
            on_hit = self.on_hit.to_dict()
        else:
            on_hit = self.on_hit

        rewards = self.rewards

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attack": attack,
                "defense": defense,
                "faction": faction,
                "id": id,
                "kind": kind,
                "level": level,
                "name": name,
            }
        )
        if fame is not UNSET:
            field_dict["fame"] = fame
        if on_hit is not UNSET:
            field_dict["on_hit"] = on_hit
        if rewards is not UNSET:
            field_dict["rewards"] = rewards

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

        defense = d.pop("defense")

        faction = MonsterFaction(d.pop("faction"))

        id = d.pop("id")

        kind = cast(Literal["monster"], d.pop("kind"))
        if kind != "monster":
            raise ValueError(f"kind must match const 'monster', got '{kind}'")

        level = d.pop("level")

        name = d.pop("name")

        def _parse_fame(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        fame = _parse_fame(d.pop("fame", UNSET))

        def _parse_on_hit(
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
                on_hit_type_0 = GainFame.from_dict(data)

                return on_hit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_1 = LoseFame.from_dict(data)

                return on_hit_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_2 = DrawCurse.from_dict(data)

                return on_hit_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_3 = Damage.from_dict(data)

                return on_hit_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_4 = Heal.from_dict(data)

                return on_hit_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_5 = AttackBonus.from_dict(data)

                return on_hit_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_6 = DefenseBonus.from_dict(data)

                return on_hit_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_7 = IgnoreTrap.from_dict(data)

                return on_hit_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_8 = OpenChest.from_dict(data)

                return on_hit_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_9 = SkipRoom.from_dict(data)

                return on_hit_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_10 = PeekNextRoom.from_dict(data)

                return on_hit_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_11 = RerollRoom.from_dict(data)

                return on_hit_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_12 = DiscardItem.from_dict(data)

                return on_hit_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_13 = ExtraSlot.from_dict(data)

                return on_hit_type_13
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

        on_hit = _parse_on_hit(d.pop("on_hit", UNSET))

        rewards = d.pop("rewards", UNSET)

        monster = cls(
            attack=attack,
            defense=defense,
            faction=faction,
            id=id,
            kind=kind,
            level=level,
            name=name,
            fame=fame,
            on_hit=on_hit,
            rewards=rewards,
        )

        monster.additional_properties = d
        return monster

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
