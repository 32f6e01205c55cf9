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

if TYPE_CHECKING:
    from ..models.boss_input import BossInput
    from ..models.chest_input import ChestInput
    from ..models.curse_input import CurseInput
    from ..models.doom_input import DoomInput
    from ..models.elite_input import EliteInput
    from ..models.hall_input import HallInput
    from ..models.hero_input import HeroInput
    from ..models.item_input import ItemInput
    from ..models.map_input import MapInput
    from ..models.monster_input import MonsterInput
    from ..models.pack_input_level_tokens import PackInputLevelTokens
    from ..models.rift_input import RiftInput
    from ..models.trap_input import TrapInput


T = TypeVar("T", bound="PackInput")


@_attrs_define
class PackInput:
    """
    Attributes:
        curses (list[CurseInput]):
        doom (DoomInput):
        format_ (Literal['draggmar-pack/1']):
        heroes (list[HeroInput]):
        items (list[ItemInput]):
        level_tokens (PackInputLevelTokens):
        map_ (MapInput):
        name (str):
        origin (str): who designed it: a pack says whose cards these are
        rifts (list[RiftInput]):
        rooms (list[BossInput | ChestInput | EliteInput | HallInput | MonsterInput | TrapInput]):
        threat_tokens (int):
    """

    curses: list[CurseInput]
    doom: DoomInput
    format_: Literal["draggmar-pack/1"]
    heroes: list[HeroInput]
    items: list[ItemInput]
    level_tokens: PackInputLevelTokens
    map_: MapInput
    name: str
    origin: str
    rifts: list[RiftInput]
    rooms: list[
        BossInput | ChestInput | EliteInput | HallInput | MonsterInput | TrapInput
    ]
    threat_tokens: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.boss_input import BossInput
        from ..models.chest_input import ChestInput
        from ..models.hall_input import HallInput
        from ..models.monster_input import MonsterInput
        from ..models.trap_input import TrapInput

        curses = []
        for curses_item_data in self.curses:
            curses_item = curses_item_data.to_dict()
            curses.append(curses_item)

        doom = self.doom.to_dict()

        format_ = self.format_

        heroes = []
        for heroes_item_data in self.heroes:
            heroes_item = heroes_item_data.to_dict()
            heroes.append(heroes_item)

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        level_tokens = self.level_tokens.to_dict()

        map_ = self.map_.to_dict()

        name = self.name

        origin = self.origin

        rifts = []
        for rifts_item_data in self.rifts:
            rifts_item = rifts_item_data.to_dict()
            rifts.append(rifts_item)

        rooms = []
        for rooms_item_data in self.rooms:
            rooms_item: dict[str, Any]
            if (
                isinstance(rooms_item_data, MonsterInput)
                or isinstance(rooms_item_data, BossInput)
                or isinstance(rooms_item_data, TrapInput)
                or isinstance(rooms_item_data, ChestInput)
                or isinstance(rooms_item_data, HallInput)
            ):
                rooms_item = rooms_item_data.to_dict()
            else:
                rooms_item = rooms_item_data.to_dict()

            rooms.append(rooms_item)

        threat_tokens = self.threat_tokens

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "curses": curses,
                "doom": doom,
                "format": format_,
                "heroes": heroes,
                "items": items,
                "level_tokens": level_tokens,
                "map": map_,
                "name": name,
                "origin": origin,
                "rifts": rifts,
                "rooms": rooms,
                "threat_tokens": threat_tokens,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.boss_input import BossInput
        from ..models.chest_input import ChestInput
        from ..models.curse_input import CurseInput
        from ..models.doom_input import DoomInput
        from ..models.elite_input import EliteInput
        from ..models.hall_input import HallInput
        from ..models.hero_input import HeroInput
        from ..models.item_input import ItemInput
        from ..models.map_input import MapInput
        from ..models.monster_input import MonsterInput
        from ..models.pack_input_level_tokens import PackInputLevelTokens
        from ..models.rift_input import RiftInput
        from ..models.trap_input import TrapInput

        d = dict(src_dict)
        curses = []
        _curses = d.pop("curses")
        for curses_item_data in _curses:
            curses_item = CurseInput.from_dict(curses_item_data)

            curses.append(curses_item)

        doom = DoomInput.from_dict(d.pop("doom"))

        format_ = cast(Literal["draggmar-pack/1"], d.pop("format"))
        if format_ != "draggmar-pack/1":
            raise ValueError(
                f"format must match const 'draggmar-pack/1', got '{format_}'"
            )

        heroes = []
        _heroes = d.pop("heroes")
        for heroes_item_data in _heroes:
            heroes_item = HeroInput.from_dict(heroes_item_data)

            heroes.append(heroes_item)

        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = ItemInput.from_dict(items_item_data)

            items.append(items_item)

        level_tokens = PackInputLevelTokens.from_dict(d.pop("level_tokens"))

        map_ = MapInput.from_dict(d.pop("map"))

        name = d.pop("name")

        origin = d.pop("origin")

        rifts = []
        _rifts = d.pop("rifts")
        for rifts_item_data in _rifts:
            rifts_item = RiftInput.from_dict(rifts_item_data)

            rifts.append(rifts_item)

        rooms = []
        _rooms = d.pop("rooms")
        for rooms_item_data in _rooms:

            def _parse_rooms_item(
                data: object,
            ) -> (
                BossInput
                | ChestInput
                | EliteInput
                | HallInput
                | MonsterInput
                | TrapInput
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    rooms_item_type_0 = MonsterInput.from_dict(data)

                    return rooms_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    rooms_item_type_1 = BossInput.from_dict(data)

                    return rooms_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    rooms_item_type_2 = TrapInput.from_dict(data)

                    return rooms_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    rooms_item_type_3 = ChestInput.from_dict(data)

                    return rooms_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    rooms_item_type_4 = HallInput.from_dict(data)

                    return rooms_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                rooms_item_type_5 = EliteInput.from_dict(data)

                return rooms_item_type_5

            rooms_item = _parse_rooms_item(rooms_item_data)

            rooms.append(rooms_item)

        threat_tokens = d.pop("threat_tokens")

        pack_input = cls(
            curses=curses,
            doom=doom,
            format_=format_,
            heroes=heroes,
            items=items,
            level_tokens=level_tokens,
            map_=map_,
            name=name,
            origin=origin,
            rifts=rifts,
            rooms=rooms,
            threat_tokens=threat_tokens,
        )

        return pack_input
