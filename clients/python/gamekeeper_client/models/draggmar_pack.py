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
    from ..models.draggmar_boss import DraggmarBoss
    from ..models.draggmar_chest import DraggmarChest
    from ..models.draggmar_curse import DraggmarCurse
    from ..models.draggmar_doom import DraggmarDoom
    from ..models.draggmar_elite import DraggmarElite
    from ..models.draggmar_hall import DraggmarHall
    from ..models.draggmar_hero import DraggmarHero
    from ..models.draggmar_item import DraggmarItem
    from ..models.draggmar_map import DraggmarMap
    from ..models.draggmar_monster import DraggmarMonster
    from ..models.draggmar_pack_level_tokens import DraggmarPackLevelTokens
    from ..models.draggmar_rift import DraggmarRift
    from ..models.draggmar_trap import DraggmarTrap


T = TypeVar("T", bound="DraggmarPack")


@_attrs_define
class DraggmarPack:
    """
    Attributes:
        curses (list[DraggmarCurse]):
        doom (DraggmarDoom):
        format_ (Literal['draggmar-pack/1']):
        heroes (list[DraggmarHero]):
        items (list[DraggmarItem]):
        level_tokens (DraggmarPackLevelTokens):
        map_ (DraggmarMap):
        name (str):
        origin (str): who designed it: a pack says whose cards these are
        rifts (list[DraggmarRift]):
        rooms (list[DraggmarBoss | DraggmarChest | DraggmarElite | DraggmarHall | DraggmarMonster | DraggmarTrap]):
        threat_tokens (int):
    """

    curses: list[DraggmarCurse]
    doom: DraggmarDoom
    format_: Literal["draggmar-pack/1"]
    heroes: list[DraggmarHero]
    items: list[DraggmarItem]
    level_tokens: DraggmarPackLevelTokens
    map_: DraggmarMap
    name: str
    origin: str
    rifts: list[DraggmarRift]
    rooms: list[
        DraggmarBoss
        | DraggmarChest
        | DraggmarElite
        | DraggmarHall
        | DraggmarMonster
        | DraggmarTrap
    ]
    threat_tokens: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.draggmar_boss import DraggmarBoss
        from ..models.draggmar_chest import DraggmarChest
        from ..models.draggmar_hall import DraggmarHall
        from ..models.draggmar_monster import DraggmarMonster
        from ..models.draggmar_trap import DraggmarTrap

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
                isinstance(rooms_item_data, DraggmarMonster)
                or isinstance(rooms_item_data, DraggmarBoss)
                or isinstance(rooms_item_data, DraggmarTrap)
                or isinstance(rooms_item_data, DraggmarChest)
                or isinstance(rooms_item_data, DraggmarHall)
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
        from ..models.draggmar_boss import DraggmarBoss
        from ..models.draggmar_chest import DraggmarChest
        from ..models.draggmar_curse import DraggmarCurse
        from ..models.draggmar_doom import DraggmarDoom
        from ..models.draggmar_elite import DraggmarElite
        from ..models.draggmar_hall import DraggmarHall
        from ..models.draggmar_hero import DraggmarHero
        from ..models.draggmar_item import DraggmarItem
        from ..models.draggmar_map import DraggmarMap
        from ..models.draggmar_monster import DraggmarMonster
        from ..models.draggmar_pack_level_tokens import DraggmarPackLevelTokens
        from ..models.draggmar_rift import DraggmarRift
        from ..models.draggmar_trap import DraggmarTrap

        d = dict(src_dict)
        curses = []
        _curses = d.pop("curses")
        for curses_item_data in _curses:
            curses_item = DraggmarCurse.from_dict(curses_item_data)

            curses.append(curses_item)

        doom = DraggmarDoom.from_dict(d.pop("doom"))

        format_ = cast(Literal["draggmar-pack/1"], d.pop("format"))
        if format_ != "draggmar-pack/1":
            raise ValueError(
                f"format must match const 'draggmar-pack/1', got '{format_}'"
            )

        heroes = []
        _heroes = d.pop("heroes")
        for heroes_item_data in _heroes:
            heroes_item = DraggmarHero.from_dict(heroes_item_data)

            heroes.append(heroes_item)

        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = DraggmarItem.from_dict(items_item_data)

            items.append(items_item)

        level_tokens = DraggmarPackLevelTokens.from_dict(d.pop("level_tokens"))

        map_ = DraggmarMap.from_dict(d.pop("map"))

        name = d.pop("name")

        origin = d.pop("origin")

        rifts = []
        _rifts = d.pop("rifts")
        for rifts_item_data in _rifts:
            rifts_item = DraggmarRift.from_dict(rifts_item_data)

            rifts.append(rifts_item)

        rooms = []
        _rooms = d.pop("rooms")
        for rooms_item_data in _rooms:

            def _parse_rooms_item(
                data: object,
            ) -> (
                DraggmarBoss
                | DraggmarChest
                | DraggmarElite
                | DraggmarHall
                | DraggmarMonster
                | DraggmarTrap
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    rooms_item_type_0 = DraggmarMonster.from_dict(data)

                    return rooms_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    rooms_item_type_1 = DraggmarBoss.from_dict(data)

                    return rooms_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    rooms_item_type_2 = DraggmarTrap.from_dict(data)

                    return rooms_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    rooms_item_type_3 = DraggmarChest.from_dict(data)

                    return rooms_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    rooms_item_type_4 = DraggmarHall.from_dict(data)

                    return rooms_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                rooms_item_type_5 = DraggmarElite.from_dict(data)

                return rooms_item_type_5

            rooms_item = _parse_rooms_item(rooms_item_data)

            rooms.append(rooms_item)

        threat_tokens = d.pop("threat_tokens")

        draggmar_pack = cls(
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

        return draggmar_pack
