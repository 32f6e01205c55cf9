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

T = TypeVar("T", bound="TrollPartyNullify")


@_attrs_define
class TrollPartyNullify:
    """
    Attributes:
        seat (int): 0-based seat number
        table (int): a table, numbered like its owner's seat (2: the dummy's)
        type_ (Literal['nullify']):  Default: 'nullify'.
    """

    seat: int
    table: int
    type_: Literal["nullify"] = "nullify"

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        table = self.table

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "table": table,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        table = d.pop("table")

        type_ = cast(Literal["nullify"], d.pop("type"))
        if type_ != "nullify":
            raise ValueError(f"type must match const 'nullify', got '{type_}'")

        troll_party_nullify = cls(
            seat=seat,
            table=table,
            type_=type_,
        )

        return troll_party_nullify
