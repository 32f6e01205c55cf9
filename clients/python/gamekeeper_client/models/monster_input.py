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

from ..models.monster_input_faction import MonsterInputFaction
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


T = TypeVar("T", bound="MonsterInput")


@_attrs_define
class MonsterInput:
    """
    Attributes:
        attack (int):
        defense (int):
        faction (MonsterInputFaction):
        id (str): a card id
        kind (Literal['monster']):
        level (int):
        name (str):
        fame (int | None | Unset): null: the room's level
        on_hit (AttackBonusInput | DamageInput | DefenseBonusInput | DiscardItemInput | DrawCurseInput | ExtraSlotInput
            | GainFameInput | HealInput | IgnoreTrapInput | LoseFameInput | None | OpenChestInput | PeekNextRoomInput |
            RerollRoomInput | SkipRoomInput | Unset): what a hero it harms suffers
        rewards (int | Unset):  Default: 0.
    """

    attack: int
    defense: int
    faction: MonsterInputFaction
    id: str
    kind: Literal["monster"]
    level: int
    name: str
    fame: int | None | Unset = UNSET
    on_hit: (
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
    rewards: int | Unset = 0

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
            isinstance(self.on_hit, GainFameInput)
            or isinstance(self.on_hit, LoseFameInput)
            or isinstance(self.on_hit, DrawCurseInput)
            or isinstance(self.on_hit, DamageInput)
            or isinstance(self.on_hit, HealInput)
            or isinstance(self.on_hit, AttackBonusInput)
            or isinstance(self.on_hit, DefenseBonusInput)
            or isinstance(self.on_hit, IgnoreTrapInput)
            or isinstance(self.on_hit, OpenChestInput)
            or isinstance(self.on_hit, SkipRoomInput)
            or isinstance(self.on_hit, PeekNextRoomInput)
            or isinstance(self.on_hit, RerollRoomInput)
            or isinstance(self.on_hit, DiscardItemInput)
            or isinstance(self.on_hit, ExtraSlotInput)
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

        defense = d.pop("defense")

        faction = MonsterInputFaction(d.pop("faction"))

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
                on_hit_type_0 = GainFameInput.from_dict(data)

                return on_hit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_1 = LoseFameInput.from_dict(data)

                return on_hit_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_2 = DrawCurseInput.from_dict(data)

                return on_hit_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_3 = DamageInput.from_dict(data)

                return on_hit_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_4 = HealInput.from_dict(data)

                return on_hit_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_5 = AttackBonusInput.from_dict(data)

                return on_hit_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_6 = DefenseBonusInput.from_dict(data)

                return on_hit_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_7 = IgnoreTrapInput.from_dict(data)

                return on_hit_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_8 = OpenChestInput.from_dict(data)

                return on_hit_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_9 = SkipRoomInput.from_dict(data)

                return on_hit_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_10 = PeekNextRoomInput.from_dict(data)

                return on_hit_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_11 = RerollRoomInput.from_dict(data)

                return on_hit_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_12 = DiscardItemInput.from_dict(data)

                return on_hit_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_13 = ExtraSlotInput.from_dict(data)

                return on_hit_type_13
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

        on_hit = _parse_on_hit(d.pop("on_hit", UNSET))

        rewards = d.pop("rewards", UNSET)

        monster_input = cls(
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

        return monster_input
