from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DraggmarRiftSpot")


@_attrs_define
class DraggmarRiftSpot:
    """
    Attributes:
        blocks (list[list[int]]): roads of map.roads closed while this Rift is open
        number (int): the location, and green doom space, it opens on
    """

    blocks: list[list[int]]
    number: int

    def to_dict(self) -> dict[str, Any]:
        blocks = []
        for blocks_item_data in self.blocks:
            blocks_item = blocks_item_data

            blocks.append(blocks_item)

        number = self.number

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "blocks": blocks,
                "number": number,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        blocks = []
        _blocks = d.pop("blocks")
        for blocks_item_data in _blocks:
            blocks_item = cast(list[int], blocks_item_data)

            blocks.append(blocks_item)

        number = d.pop("number")

        draggmar_rift_spot = cls(
            blocks=blocks,
            number=number,
        )

        return draggmar_rift_spot
