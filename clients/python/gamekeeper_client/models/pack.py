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

if TYPE_CHECKING:
    from ..models.boss import Boss
    from ..models.chest import Chest
    from ..models.curse import Curse
    from ..models.doom import Doom
    from ..models.elite import Elite
    from ..models.hall import Hall
    from ..models.hero import Hero
    from ..models.item import Item
    from ..models.map_ import Map
    from ..models.monster import Monster
    from ..models.pack_level_tokens import PackLevelTokens
    from ..models.rift import Rift
    from ..models.trap import Trap


T = TypeVar("T", bound="Pack")


@_attrs_define
class Pack:
    """
    Attributes:
        curses (list[Curse]):
        doom (Doom):
        format_ (Literal['draggmar-pack/1']):
        heroes (list[Hero]):
        items (list[Item]):
        level_tokens (PackLevelTokens):
        map_ (Map):
        name (str):
        origin (str): who designed it: a pack says whose cards these are
        rifts (list[Rift]):
        rooms (list[Boss | Chest | Elite | Hall | Monster | Trap]):
        threat_tokens (int):
    """

    curses: list[Curse]
    doom: Doom
    format_: Literal["draggmar-pack/1"]
    heroes: list[Hero]
    items: list[Item]
    level_tokens: PackLevelTokens
    map_: Map
    name: str
    origin: str
    rifts: list[Rift]
    rooms: list[Boss | Chest | Elite | Hall | Monster | Trap]
    threat_tokens: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.boss import Boss
        from ..models.chest import Chest
        from ..models.hall import Hall
        from ..models.monster import Monster
        from ..models.trap import Trap

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
                isinstance(rooms_item_data, Monster)
                or isinstance(rooms_item_data, Boss)
                or isinstance(rooms_item_data, Trap)
                or isinstance(rooms_item_data, Chest)
                or isinstance(rooms_item_data, Hall)
            ):
                rooms_item = rooms_item_data.to_dict()
            else:
                rooms_item = rooms_item_data.to_dict()

            rooms.append(rooms_item)

        threat_tokens = self.threat_tokens

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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
        from ..models.boss import Boss
        from ..models.chest import Chest
        from ..models.curse import Curse
        from ..models.doom import Doom
        from ..models.elite import Elite
        from ..models.hall import Hall
        from ..models.hero import Hero
        from ..models.item import Item
        from ..models.map_ import Map
        from ..models.monster import Monster
        from ..models.pack_level_tokens import PackLevelTokens
        from ..models.rift import Rift
        from ..models.trap import Trap

        d = dict(src_dict)
        curses = []
        _curses = d.pop("curses")
        for curses_item_data in _curses:
            curses_item = Curse.from_dict(curses_item_data)

            curses.append(curses_item)

        doom = Doom.from_dict(d.pop("doom"))

        format_ = cast(Literal["draggmar-pack/1"], d.pop("format"))
        if format_ != "draggmar-pack/1":
            raise ValueError(
                f"format must match const 'draggmar-pack/1', got '{format_}'"
            )

        heroes = []
        _heroes = d.pop("heroes")
        for heroes_item_data in _heroes:
            heroes_item = Hero.from_dict(heroes_item_data)

            heroes.append(heroes_item)

        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = Item.from_dict(items_item_data)

            items.append(items_item)

        level_tokens = PackLevelTokens.from_dict(d.pop("level_tokens"))

        map_ = Map.from_dict(d.pop("map"))

        name = d.pop("name")

        origin = d.pop("origin")

        rifts = []
        _rifts = d.pop("rifts")
        for rifts_item_data in _rifts:
            rifts_item = Rift.from_dict(rifts_item_data)

            rifts.append(rifts_item)

        rooms = []
        _rooms = d.pop("rooms")
        for rooms_item_data in _rooms:

            def _parse_rooms_item(
                data: object,
            ) -> Boss | Chest | Elite | Hall | Monster | Trap:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    rooms_item_type_0 = Monster.from_dict(data)

                    return rooms_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    rooms_item_type_1 = Boss.from_dict(data)

                    return rooms_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    rooms_item_type_2 = Trap.from_dict(data)

                    return rooms_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    rooms_item_type_3 = Chest.from_dict(data)

                    return rooms_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    rooms_item_type_4 = Hall.from_dict(data)

                    return rooms_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                rooms_item_type_5 = Elite.from_dict(data)

                return rooms_item_type_5

            rooms_item = _parse_rooms_item(rooms_item_data)

            rooms.append(rooms_item)

        threat_tokens = d.pop("threat_tokens")

        pack = cls(
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

        pack.additional_properties = d
        return pack

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
