from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.trogdor_tile_kind import TrogdorTileKind

T = TypeVar("T", bound="TrogdorTile")


@_attrs_define
class TrogdorTile:
    """
    Attributes:
        burned (bool):
        kind (TrogdorTileKind):
    """

    burned: bool
    kind: TrogdorTileKind
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        burned = self.burned

        kind = self.kind.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "burned": burned,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        burned = d.pop("burned")

        kind = TrogdorTileKind(d.pop("kind"))

        trogdor_tile = cls(
            burned=burned,
            kind=kind,
        )

        trogdor_tile.additional_properties = d
        return trogdor_tile

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
