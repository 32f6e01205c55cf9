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

from ..models.trap_disarm_item import TrapDisarmItem
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


T = TypeVar("T", bound="Trap")


@_attrs_define
class Trap:
    """
    Attributes:
        damage (int):
        disarm (list[TrapDisarmItem]):
        id (str): a card id
        kind (Literal['trap']):
        level (int):
        name (str):
        on_hit (AttackBonus | Damage | DefenseBonus | DiscardItem | DrawCurse | ExtraSlot | GainFame | Heal | IgnoreTrap
            | LoseFame | None | OpenChest | PeekNextRoom | RerollRoom | SkipRoom | Unset):
    """

    damage: int
    disarm: list[TrapDisarmItem]
    id: str
    kind: Literal["trap"]
    level: int
    name: str
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

        damage = self.damage

        disarm = []
        for disarm_item_data in self.disarm:
            disarm_item = disarm_item_data.value
            disarm.append(disarm_item)

        id = self.id

        kind = self.kind

        level = self.level

        name = self.name

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

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "damage": damage,
                "disarm": disarm,
                "id": id,
                "kind": kind,
                "level": level,
                "name": name,
            }
        )
        if on_hit is not UNSET:
            field_dict["on_hit"] = on_hit

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
        damage = d.pop("damage")

        disarm = []
        _disarm = d.pop("disarm")
        for disarm_item_data in _disarm:
            disarm_item = TrapDisarmItem(disarm_item_data)

            disarm.append(disarm_item)

        id = d.pop("id")

        kind = cast(Literal["trap"], d.pop("kind"))
        if kind != "trap":
            raise ValueError(f"kind must match const 'trap', got '{kind}'")

        level = d.pop("level")

        name = d.pop("name")

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

        trap = cls(
            damage=damage,
            disarm=disarm,
            id=id,
            kind=kind,
            level=level,
            name=name,
            on_hit=on_hit,
        )

        trap.additional_properties = d
        return trap

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
