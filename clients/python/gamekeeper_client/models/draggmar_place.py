from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DraggmarPlace")


@_attrs_define
class DraggmarPlace:
    """
    Attributes:
        name (str):
        x (int):
        y (int):
    """

    name: str
    x: int
    y: int

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        x = self.x

        y = self.y

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "x": x,
                "y": y,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        x = d.pop("x")

        y = d.pop("y")

        draggmar_place = cls(
            name=name,
            x=x,
            y=y,
        )

        return draggmar_place
