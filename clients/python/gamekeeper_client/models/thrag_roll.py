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

from ..models.thrag_die import ThragDie

T = TypeVar("T", bound="ThragRoll")


@_attrs_define
class ThragRoll:
    """
    Attributes:
        die (ThragDie):
        type_ (Literal['roll']):  Default: 'roll'.
        value (int): 0 is null, 1 is ace
    """

    die: ThragDie
    value: int
    type_: Literal["roll"] = "roll"

    def to_dict(self) -> dict[str, Any]:
        die = self.die.value

        type_ = self.type_

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "die": die,
                "type": type_,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        die = ThragDie(d.pop("die"))

        type_ = cast(Literal["roll"], d.pop("type"))
        if type_ != "roll":
            raise ValueError(f"type must match const 'roll', got '{type_}'")

        value = d.pop("value")

        thrag_roll = cls(
            die=die,
            type_=type_,
            value=value,
        )

        return thrag_roll
