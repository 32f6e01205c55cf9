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

T = TypeVar("T", bound="TrollPartyRemoveGoat")


@_attrs_define
class TrollPartyRemoveGoat:
    """
    Attributes:
        golden (bool): whether the goat returned is the Golden Goat
        seat (int): 0-based seat number
        type_ (Literal['remove_goat']):  Default: 'remove_goat'.
    """

    golden: bool
    seat: int
    type_: Literal["remove_goat"] = "remove_goat"

    def to_dict(self) -> dict[str, Any]:
        golden = self.golden

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "golden": golden,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        golden = d.pop("golden")

        seat = d.pop("seat")

        type_ = cast(Literal["remove_goat"], d.pop("type"))
        if type_ != "remove_goat":
            raise ValueError(f"type must match const 'remove_goat', got '{type_}'")

        troll_party_remove_goat = cls(
            golden=golden,
            seat=seat,
            type_=type_,
        )

        return troll_party_remove_goat
