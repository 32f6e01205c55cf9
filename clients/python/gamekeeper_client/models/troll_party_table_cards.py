from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="TrollPartyTableCards")


@_attrs_define
class TrollPartyTableCards:
    """
    Attributes:
        field_0 (str): a card id as GET /v1/games/troll-party lists it, e.g. purple-6-lose
        field_1 (str): a card id as GET /v1/games/troll-party lists it, e.g. purple-6-lose
        field_2 (str): the third seat's table, or the dummy's
    """

    field_0: str
    field_1: str
    field_2: str

    def to_dict(self) -> dict[str, Any]:
        field_0 = self.field_0

        field_1 = self.field_1

        field_2 = self.field_2

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "0": field_0,
                "1": field_1,
                "2": field_2,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        field_0 = d.pop("0")

        field_1 = d.pop("1")

        field_2 = d.pop("2")

        troll_party_table_cards = cls(
            field_0=field_0,
            field_1=field_1,
            field_2=field_2,
        )

        return troll_party_table_cards
