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

    def to_dict(self) -> dict[str, Any]:
        attack = self.attack

        defense = self.defense

        id = self.id

        kind = self.kind

        name = self.name

        final = self.final

        field_dict: dict[str, Any] = {}

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

        return draggmar_elite
