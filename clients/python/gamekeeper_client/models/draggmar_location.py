from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.draggmar_faction import DraggmarFaction

T = TypeVar("T", bound="DraggmarLocation")


@_attrs_define
class DraggmarLocation:
    """
    Attributes:
        factions (list[DraggmarFaction]):
        name (str):
        number (int):
        x (int):
        y (int):
    """

    factions: list[DraggmarFaction]
    name: str
    number: int
    x: int
    y: int

    def to_dict(self) -> dict[str, Any]:
        factions = []
        for factions_item_data in self.factions:
            factions_item = factions_item_data.value
            factions.append(factions_item)

        name = self.name

        number = self.number

        x = self.x

        y = self.y

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "factions": factions,
                "name": name,
                "number": number,
                "x": x,
                "y": y,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        factions = []
        _factions = d.pop("factions")
        for factions_item_data in _factions:
            factions_item = DraggmarFaction(factions_item_data)

            factions.append(factions_item)

        name = d.pop("name")

        number = d.pop("number")

        x = d.pop("x")

        y = d.pop("y")

        draggmar_location = cls(
            factions=factions,
            name=name,
            number=number,
            x=x,
            y=y,
        )

        return draggmar_location
