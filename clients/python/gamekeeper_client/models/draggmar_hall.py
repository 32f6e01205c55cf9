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
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind

        level = self.level

        name = self.name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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

        draggmar_hall.additional_properties = d
        return draggmar_hall

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
