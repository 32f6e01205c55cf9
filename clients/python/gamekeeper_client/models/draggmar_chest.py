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

from ..models.draggmar_class import DraggmarClass
from ..types import UNSET, Unset

T = TypeVar("T", bound="DraggmarChest")


@_attrs_define
class DraggmarChest:
    """
    Attributes:
        id (str): a card id
        kind (Literal['chest']):
        level (int):
        name (str):
        opens (list[DraggmarClass]):
        fame (int | Unset):  Default: 0.
        rewards (int | Unset):  Default: 1.
    """

    id: str
    kind: Literal["chest"]
    level: int
    name: str
    opens: list[DraggmarClass]
    fame: int | Unset = 0
    rewards: int | Unset = 1

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind

        level = self.level

        name = self.name

        opens = []
        for opens_item_data in self.opens:
            opens_item = opens_item_data.value
            opens.append(opens_item)

        fame = self.fame

        rewards = self.rewards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "level": level,
                "name": name,
                "opens": opens,
            }
        )
        if fame is not UNSET:
            field_dict["fame"] = fame
        if rewards is not UNSET:
            field_dict["rewards"] = rewards

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        kind = cast(Literal["chest"], d.pop("kind"))
        if kind != "chest":
            raise ValueError(f"kind must match const 'chest', got '{kind}'")

        level = d.pop("level")

        name = d.pop("name")

        opens = []
        _opens = d.pop("opens")
        for opens_item_data in _opens:
            opens_item = DraggmarClass(opens_item_data)

            opens.append(opens_item)

        fame = d.pop("fame", UNSET)

        rewards = d.pop("rewards", UNSET)

        draggmar_chest = cls(
            id=id,
            kind=kind,
            level=level,
            name=name,
            opens=opens,
            fame=fame,
            rewards=rewards,
        )

        return draggmar_chest
