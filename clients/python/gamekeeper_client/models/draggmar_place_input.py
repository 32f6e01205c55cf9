from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DraggmarPlaceInput")


@_attrs_define
class DraggmarPlaceInput:
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

        draggmar_place_input = cls(
            name=name,
            x=x,
            y=y,
        )

        return draggmar_place_input
