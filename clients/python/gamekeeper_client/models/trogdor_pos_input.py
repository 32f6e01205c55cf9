from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="TrogdorPosInput")


@_attrs_define
class TrogdorPosInput:
    """
    Attributes:
        col (int):
        row (int):
    """

    col: int
    row: int

    def to_dict(self) -> dict[str, Any]:
        col = self.col

        row = self.row

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "col": col,
                "row": row,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        col = d.pop("col")

        row = d.pop("row")

        trogdor_pos_input = cls(
            col=col,
            row=row,
        )

        return trogdor_pos_input
