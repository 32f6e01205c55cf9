from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.draggmar_location import DraggmarLocation
    from ..models.draggmar_place import DraggmarPlace
    from ..models.draggmar_rift_spot import DraggmarRiftSpot


T = TypeVar("T", bound="DraggmarMap")


@_attrs_define
class DraggmarMap:
    """
    Attributes:
        keep (DraggmarPlace):
        locations (list[DraggmarLocation]):
        rifts (list[DraggmarRiftSpot]): one per green doom space (doom.green), by its number
        roads (list[list[int]]): every place is reached from the Town
        town (DraggmarPlace):
    """

    keep: DraggmarPlace
    locations: list[DraggmarLocation]
    rifts: list[DraggmarRiftSpot]
    roads: list[list[int]]
    town: DraggmarPlace

    def to_dict(self) -> dict[str, Any]:
        keep = self.keep.to_dict()

        locations = []
        for locations_item_data in self.locations:
            locations_item = locations_item_data.to_dict()
            locations.append(locations_item)

        rifts = []
        for rifts_item_data in self.rifts:
            rifts_item = rifts_item_data.to_dict()
            rifts.append(rifts_item)

        roads = []
        for roads_item_data in self.roads:
            roads_item = roads_item_data

            roads.append(roads_item)

        town = self.town.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "keep": keep,
                "locations": locations,
                "rifts": rifts,
                "roads": roads,
                "town": town,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.draggmar_location import DraggmarLocation
        from ..models.draggmar_place import DraggmarPlace
        from ..models.draggmar_rift_spot import DraggmarRiftSpot

        d = dict(src_dict)
        keep = DraggmarPlace.from_dict(d.pop("keep"))

        locations = []
        _locations = d.pop("locations")
        for locations_item_data in _locations:
            locations_item = DraggmarLocation.from_dict(locations_item_data)

            locations.append(locations_item)

        rifts = []
        _rifts = d.pop("rifts")
        for rifts_item_data in _rifts:
            rifts_item = DraggmarRiftSpot.from_dict(rifts_item_data)

            rifts.append(rifts_item)

        roads = []
        _roads = d.pop("roads")
        for roads_item_data in _roads:
            roads_item = cast(list[int], roads_item_data)

            roads.append(roads_item)

        town = DraggmarPlace.from_dict(d.pop("town"))

        draggmar_map = cls(
            keep=keep,
            locations=locations,
            rifts=rifts,
            roads=roads,
            town=town,
        )

        return draggmar_map
