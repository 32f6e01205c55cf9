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

T = TypeVar("T", bound="TrollPartyFromTableGoldenToTableEvent")


@_attrs_define
class TrollPartyFromTableGoldenToTableEvent:
    """
    Attributes:
        from_table (int):
        golden (bool):
        text (str):
        to_table (int):
        type_ (Literal['goat_moved']):
    """

    from_table: int
    golden: bool
    text: str
    to_table: int
    type_: Literal["goat_moved"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from_table = self.from_table

        golden = self.golden

        text = self.text

        to_table = self.to_table

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "from_table": from_table,
                "golden": golden,
                "text": text,
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

        text = d.pop("text")

        to_table = d.pop("to_table")

        type_ = cast(Literal["goat_moved"], d.pop("type"))
        if type_ != "goat_moved":
            raise ValueError(f"type must match const 'goat_moved', got '{type_}'")

        troll_party_from_table_golden_to_table_event = cls(
            from_table=from_table,
            golden=golden,
            text=text,
            to_table=to_table,
            type_=type_,
        )

        troll_party_from_table_golden_to_table_event.additional_properties = d
        return troll_party_from_table_golden_to_table_event

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
