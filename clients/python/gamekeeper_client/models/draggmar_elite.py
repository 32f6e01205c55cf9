from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="DraggmarElite")


@_attrs_define
class DraggmarElite:
    """
    Attributes:
        attack (int):
        defense (int):
        id (str): a card id
        kind (Literal['elite']):
        name (str):
        final (bool | Unset):  Default: False.
    """

    attack: int
    defense: int
    id: str
    kind: Literal["elite"]
    name: str
    final: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attack = self.attack

        defense = self.defense

        id = self.id

        kind = self.kind

        name = self.name

        final = self.final

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attack": attack,
                "defense": defense,
                "id": id,
                "kind": kind,
                "name": name,
            }
        )
        if final is not UNSET:
            field_dict["final"] = final

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attack = d.pop("attack")

        defense = d.pop("defense")

        id = d.pop("id")

        kind = cast(Literal["elite"], d.pop("kind"))
        if kind != "elite":
            raise ValueError(f"kind must match const 'elite', got '{kind}'")

        name = d.pop("name")

        final = d.pop("final", UNSET)

        draggmar_elite = cls(
            attack=attack,
            defense=defense,
            id=id,
            kind=kind,
            name=name,
            final=final,
        )

        draggmar_elite.additional_properties = d
        return draggmar_elite

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
