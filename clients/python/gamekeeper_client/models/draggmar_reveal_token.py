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

T = TypeVar("T", bound="DraggmarRevealToken")


@_attrs_define
class DraggmarRevealToken:
    """
    Attributes:
        level (int):
        location (int): a dungeon location, 1-15
        type_ (Literal['reveal_token']):  Default: 'reveal_token'.
    """

    level: int
    location: int
    type_: Literal["reveal_token"] = "reveal_token"

    def to_dict(self) -> dict[str, Any]:
        level = self.level

        location = self.location

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "level": level,
                "location": location,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        level = d.pop("level")

        location = d.pop("location")

        type_ = cast(Literal["reveal_token"], d.pop("type"))
        if type_ != "reveal_token":
            raise ValueError(f"type must match const 'reveal_token', got '{type_}'")

        draggmar_reveal_token = cls(
            level=level,
            location=location,
            type_=type_,
        )

        return draggmar_reveal_token
