from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.troll_party_goats_golden_type_1 import TrollPartyGoatsGoldenType1

T = TypeVar("T", bound="TrollPartyGoats")


@_attrs_define
class TrollPartyGoats:
    """
    Attributes:
        center (int):
        golden (int | TrollPartyGoatsGoldenType1):
        tables (list[int]):
    """

    center: int
    golden: int | TrollPartyGoatsGoldenType1
    tables: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        center = self.center

        golden: int | str
        if isinstance(self.golden, TrollPartyGoatsGoldenType1):
            golden = self.golden.value
        else:
            golden = self.golden

        tables = self.tables

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "center": center,
                "golden": golden,
                "tables": tables,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        center = d.pop("center")

        def _parse_golden(data: object) -> int | TrollPartyGoatsGoldenType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                golden_type_1 = TrollPartyGoatsGoldenType1(data)

                return golden_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | TrollPartyGoatsGoldenType1, data)

        golden = _parse_golden(d.pop("golden"))

        tables = cast(list[int], d.pop("tables"))

        troll_party_goats = cls(
            center=center,
            golden=golden,
            tables=tables,
        )

        troll_party_goats.additional_properties = d
        return troll_party_goats

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
