from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

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

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind.value

        name = self.name

        attack = self.attack

        defense = self.defense

        field_dict: dict[str, Any] = {}

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

        return draggmar_rift
