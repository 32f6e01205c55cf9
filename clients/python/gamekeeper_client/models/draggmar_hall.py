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

T = TypeVar("T", bound="DraggmarHall")


@_attrs_define
class DraggmarHall:
    """
    Attributes:
        id (str): a card id
        kind (Literal['hall']):
        level (int):
        name (str):
    """

    id: str
    kind: Literal["hall"]
    level: int
    name: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind

        level = self.level

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "level": level,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        kind = cast(Literal["hall"], d.pop("kind"))
        if kind != "hall":
            raise ValueError(f"kind must match const 'hall', got '{kind}'")

        level = d.pop("level")

        name = d.pop("name")

        draggmar_hall = cls(
            id=id,
            kind=kind,
            level=level,
            name=name,
        )

        return draggmar_hall
