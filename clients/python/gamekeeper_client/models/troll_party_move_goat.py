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

T = TypeVar("T", bound="TrollPartyMoveGoat")


@_attrs_define
class TrollPartyMoveGoat:
    """
    Attributes:
        from_table (int): a table, numbered like its owner's seat (2: the dummy's)
        golden (bool): whether the goat moved is the Golden Goat
        seat (int): 0-based seat number
        to_table (int): a table, numbered like its owner's seat (2: the dummy's)
        type_ (Literal['move_goat']):  Default: 'move_goat'.
    """

    from_table: int
    golden: bool
    seat: int
    to_table: int
    type_: Literal["move_goat"] = "move_goat"

    def to_dict(self) -> dict[str, Any]:
        from_table = self.from_table

        golden = self.golden

        seat = self.seat

        to_table = self.to_table

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from_table": from_table,
                "golden": golden,
                "seat": seat,
                "to_table": to_table,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        from_table = d.pop("from_table")

        golden = d.pop("golden")

        seat = d.pop("seat")

        to_table = d.pop("to_table")

        type_ = cast(Literal["move_goat"], d.pop("type"))
        if type_ != "move_goat":
            raise ValueError(f"type must match const 'move_goat', got '{type_}'")

        troll_party_move_goat = cls(
            from_table=from_table,
            golden=golden,
            seat=seat,
            to_table=to_table,
            type_=type_,
        )

        return troll_party_move_goat
