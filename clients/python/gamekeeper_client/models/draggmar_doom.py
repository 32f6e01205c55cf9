from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="DraggmarDoom")


@_attrs_define
class DraggmarDoom:
    """
    Attributes:
        green (list[int] | Unset): Undead Crusade: doom dropping to or past one opens a Rift at that location
        red (list[int] | Unset):
        start (int | Unset):  Default: 15.
        top (int | Unset):  Default: 20.
    """

    green: list[int] | Unset = UNSET
    red: list[int] | Unset = UNSET
    start: int | Unset = 15
    top: int | Unset = 20

    def to_dict(self) -> dict[str, Any]:
        green: list[int] | Unset = UNSET
        if not isinstance(self.green, Unset):
            green = self.green

        red: list[int] | Unset = UNSET
        if not isinstance(self.red, Unset):
            red = self.red

        start = self.start

        top = self.top

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if green is not UNSET:
            field_dict["green"] = green
        if red is not UNSET:
            field_dict["red"] = red
        if start is not UNSET:
            field_dict["start"] = start
        if top is not UNSET:
            field_dict["top"] = top

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        green = cast(list[int], d.pop("green", UNSET))

        red = cast(list[int], d.pop("red", UNSET))

        start = d.pop("start", UNSET)

        top = d.pop("top", UNSET)

        draggmar_doom = cls(
            green=green,
            red=red,
            start=start,
            top=top,
        )

        return draggmar_doom
