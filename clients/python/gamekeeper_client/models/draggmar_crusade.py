from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DraggmarCrusade")


@_attrs_define
class DraggmarCrusade:
    """
    Attributes:
        fought (list[int]): the Rifts run this round: a group at one of these locations runs the Rift deck (D52)
        open_ (list[int]): the open Rifts' locations, in the order they opened (at most 4): each stands on its dungeon
            (selecting that location goes to the Rift, D52) and blocks its roads (map.rifts)
        top (int): D53: undead cards still to come before the Rift deck's bottom half, where the Portals and General
            Velos are
    """

    fought: list[int]
    open_: list[int]
    top: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        fought = self.fought

        open_ = self.open_

        top = self.top

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "fought": fought,
                "open": open_,
                "top": top,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        fought = cast(list[int], d.pop("fought"))

        open_ = cast(list[int], d.pop("open"))

        top = d.pop("top")

        draggmar_crusade = cls(
            fought=fought,
            open_=open_,
            top=top,
        )

        draggmar_crusade.additional_properties = d
        return draggmar_crusade

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
