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

from ..models.draggmar_faction import DraggmarFaction
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


T = TypeVar("T", bound="DraggmarMonster")


@_attrs_define
class DraggmarMonster:
    """
    Attributes:
        attack (int):
        defense (int):
        faction (DraggmarFaction):
        id (str): a card id
        kind (Literal['monster']):
        level (int):
        name (str):
        fame (int | None | Unset): null: the room's level
        on_hit (DraggmarAttackBonus | DraggmarDamage | DraggmarDefenseBonus | DraggmarDiscardItem |
            DraggmarDrawCurseEffect | DraggmarExtraSlot | DraggmarGainFame | DraggmarHeal | DraggmarIgnoreTrap |
            DraggmarLoseFame | DraggmarOpenChestEffect | DraggmarPeekNextRoom | DraggmarRerollRoom | DraggmarSkipRoom | None
            | Unset): what a hero it harms suffers
        rewards (int | Unset):  Default: 0.
    """

    attack: int
    defense: int
    faction: DraggmarFaction
    id: str
    kind: Literal["monster"]
    level: int
    name: str
    fame: int | None | Unset = UNSET
    on_hit: (
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
    rewards: int | Unset = 0

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
            isinstance(self.on_hit, DraggmarGainFame)
            or isinstance(self.on_hit, DraggmarLoseFame)
            or isinstance(self.on_hit, DraggmarDrawCurseEffect)
            or isinstance(self.on_hit, DraggmarDamage)
            or isinstance(self.on_hit, DraggmarHeal)
            or isinstance(self.on_hit, DraggmarAttackBonus)
            or isinstance(self.on_hit, DraggmarDefenseBonus)
            or isinstance(self.on_hit, DraggmarIgnoreTrap)
            or isinstance(self.on_hit, DraggmarOpenChestEffect)
            or isinstance(self.on_hit, DraggmarSkipRoom)
            or isinstance(self.on_hit, DraggmarPeekNextRoom)
            or isinstance(self.on_hit, DraggmarRerollRoom)
            or isinstance(self.on_hit, DraggmarDiscardItem)
            or isinstance(self.on_hit, DraggmarExtraSlot)
        ):
            on_hit = self.on_hit.to_dict()
        else:
            on_hit = self.on_hit

        rewards = self.rewards

        field_dict: dict[str, Any] = {}

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

        defense = d.pop("defense")

        faction = DraggmarFaction(d.pop("faction"))

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
                on_hit_type_0 = DraggmarGainFame.from_dict(data)

                return on_hit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_1 = DraggmarLoseFame.from_dict(data)

                return on_hit_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_2 = DraggmarDrawCurseEffect.from_dict(data)

                return on_hit_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_3 = DraggmarDamage.from_dict(data)

                return on_hit_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_4 = DraggmarHeal.from_dict(data)

                return on_hit_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_5 = DraggmarAttackBonus.from_dict(data)

                return on_hit_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_6 = DraggmarDefenseBonus.from_dict(data)

                return on_hit_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_7 = DraggmarIgnoreTrap.from_dict(data)

                return on_hit_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_8 = DraggmarOpenChestEffect.from_dict(data)

                return on_hit_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_9 = DraggmarSkipRoom.from_dict(data)

                return on_hit_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_10 = DraggmarPeekNextRoom.from_dict(data)

                return on_hit_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_11 = DraggmarRerollRoom.from_dict(data)

                return on_hit_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_12 = DraggmarDiscardItem.from_dict(data)

                return on_hit_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_13 = DraggmarExtraSlot.from_dict(data)

                return on_hit_type_13
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

        on_hit = _parse_on_hit(d.pop("on_hit", UNSET))

        rewards = d.pop("rewards", UNSET)

        draggmar_monster = cls(
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

        return draggmar_monster
