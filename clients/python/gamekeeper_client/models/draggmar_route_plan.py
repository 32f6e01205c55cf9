from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.draggmar_route_option import DraggmarRouteOption


T = TypeVar("T", bound="DraggmarRoutePlan")


@_attrs_define
class DraggmarRoutePlan:
    """
    Attributes:
        locations (list[DraggmarRouteOption]):
    """

    locations: list[DraggmarRouteOption]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        locations = []
        for locations_item_data in self.locations:
            locations_item = locations_item_data.to_dict()
            locations.append(locations_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "locations": locations,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.draggmar_route_option import DraggmarRouteOption

        d = dict(src_dict)
        locations = []
        _locations = d.pop("locations")
        for locations_item_data in _locations:
            locations_item = DraggmarRouteOption.from_dict(locations_item_data)

            locations.append(locations_item)

        draggmar_route_plan = cls(
            locations=locations,
        )

        draggmar_route_plan.additional_properties = d
        return draggmar_route_plan

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
