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


T = TypeVar("T", bound="DraggmarMonsterInput")


@_attrs_define
class DraggmarMonsterInput:
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
        on_hit (DraggmarAttackBonusInput | DraggmarDamageInput | DraggmarDefenseBonusInput | DraggmarDiscardItemInput |
            DraggmarDrawCurseEffectInput | DraggmarExtraSlotInput | DraggmarGainFameInput | DraggmarHealInput |
            DraggmarIgnoreTrapInput | DraggmarLoseFameInput | DraggmarOpenChestEffectInput | DraggmarPeekNextRoomInput |
            DraggmarRerollRoomInput | DraggmarSkipRoomInput | None | Unset): what a hero it harms suffers
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
    rewards: int | Unset = 0

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
            isinstance(self.on_hit, DraggmarGainFameInput)
            or isinstance(self.on_hit, DraggmarLoseFameInput)
            or isinstance(self.on_hit, DraggmarDrawCurseEffectInput)
            or isinstance(self.on_hit, DraggmarDamageInput)
            or isinstance(self.on_hit, DraggmarHealInput)
            or isinstance(self.on_hit, DraggmarAttackBonusInput)
            or isinstance(self.on_hit, DraggmarDefenseBonusInput)
            or isinstance(self.on_hit, DraggmarIgnoreTrapInput)
            or isinstance(self.on_hit, DraggmarOpenChestEffectInput)
            or isinstance(self.on_hit, DraggmarSkipRoomInput)
            or isinstance(self.on_hit, DraggmarPeekNextRoomInput)
            or isinstance(self.on_hit, DraggmarRerollRoomInput)
            or isinstance(self.on_hit, DraggmarDiscardItemInput)
            or isinstance(self.on_hit, DraggmarExtraSlotInput)
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
                on_hit_type_0 = DraggmarGainFameInput.from_dict(data)

                return on_hit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_1 = DraggmarLoseFameInput.from_dict(data)

                return on_hit_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_2 = DraggmarDrawCurseEffectInput.from_dict(data)

                return on_hit_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_3 = DraggmarDamageInput.from_dict(data)

                return on_hit_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_4 = DraggmarHealInput.from_dict(data)

                return on_hit_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_5 = DraggmarAttackBonusInput.from_dict(data)

                return on_hit_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_6 = DraggmarDefenseBonusInput.from_dict(data)

                return on_hit_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_7 = DraggmarIgnoreTrapInput.from_dict(data)

                return on_hit_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_8 = DraggmarOpenChestEffectInput.from_dict(data)

                return on_hit_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_9 = DraggmarSkipRoomInput.from_dict(data)

                return on_hit_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_10 = DraggmarPeekNextRoomInput.from_dict(data)

                return on_hit_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_11 = DraggmarRerollRoomInput.from_dict(data)

                return on_hit_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_12 = DraggmarDiscardItemInput.from_dict(data)

                return on_hit_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_13 = DraggmarExtraSlotInput.from_dict(data)

                return on_hit_type_13
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

        on_hit = _parse_on_hit(d.pop("on_hit", UNSET))

        rewards = d.pop("rewards", UNSET)

        draggmar_monster_input = cls(
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

        return draggmar_monster_input
