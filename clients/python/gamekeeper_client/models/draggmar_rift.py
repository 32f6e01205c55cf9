from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.draggmar_rift_kind import DraggmarRiftKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="DraggmarRift")


@_attrs_define
class DraggmarRift:
    """
    Attributes:
        id (str): a card id
        kind (DraggmarRiftKind):
        name (str):
        attack (int | Unset):  Default: 0.
        defense (int | Unset):  Default: 0.
    """

    id: str
    kind: DraggmarRiftKind
    name: str
    attack: int | Unset = 0
    defense: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind.value

        name = self.name

        attack = self.attack

        defense = self.defense

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "name": name,
            }
        )
        if attack is not UNSET:
            field_dict["attack"] = attack
        if defense is not UNSET:
            field_dict["defense"] = defense

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        kind = DraggmarRiftKind(d.pop("kind"))

        name = d.pop("name")

        attack = d.pop("attack", UNSET)

        defense = d.pop("defense", UNSET)

        draggmar_rift = cls(
            id=id,
            kind=kind,
            name=name,
            attack=attack,
            defense=defense,
        )

        draggmar_rift.additional_properties = d
        return draggmar_rift

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
