from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.trogdor_arrow import TrogdorArrow

T = TypeVar("T", bound="TrogdorMovementCardSpec")


@_attrs_define
class TrogdorMovementCardSpec:
    """
    Attributes:
        arrow (TrogdorArrow):
        id (str):
        path (list[TrogdorArrow]):
        peasants (int):
        repair (bool):
    """

    arrow: TrogdorArrow
    id: str
    path: list[TrogdorArrow]
    peasants: int
    repair: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        arrow = self.arrow.value

        id = self.id

        path = []
        for path_item_data in self.path:
            path_item = path_item_data.value
            path.append(path_item)

        peasants = self.peasants

        repair = self.repair

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "arrow": arrow,
                "id": id,
                "path": path,
                "peasants": peasants,
                "repair": repair,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        arrow = TrogdorArrow(d.pop("arrow"))

        id = d.pop("id")

        path = []
        _path = d.pop("path")
        for path_item_data in _path:
            path_item = TrogdorArrow(path_item_data)

            path.append(path_item)

        peasants = d.pop("peasants")

        repair = d.pop("repair")

        trogdor_movement_card_spec = cls(
            arrow=arrow,
            id=id,
            path=path,
            peasants=peasants,
            repair=repair,
        )

        trogdor_movement_card_spec.additional_properties = d
        return trogdor_movement_card_spec

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
