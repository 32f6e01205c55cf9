from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ThragHealingTiles")


@_attrs_define
class ThragHealingTiles:
    """
    Attributes:
        discard (list[int]):
        draw_pile (list[int]):
    """

    discard: list[int]
    draw_pile: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        discard = self.discard

        draw_pile = self.draw_pile

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "discard": discard,
                "draw_pile": draw_pile,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        discard = cast(list[int], d.pop("discard"))

        draw_pile = cast(list[int], d.pop("draw_pile"))

        thrag_healing_tiles = cls(
            discard=discard,
            draw_pile=draw_pile,
        )

        thrag_healing_tiles.additional_properties = d
        return thrag_healing_tiles

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
