from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.troll_party_pending_chance_type import TrollPartyPendingChanceType
from ..types import UNSET, Unset

T = TypeVar("T", bound="TrollPartyPendingChance")


@_attrs_define
class TrollPartyPendingChance:
    """
    Attributes:
        type_ (TrollPartyPendingChanceType):
        table (int | None | Unset):
        text (str | Unset):  Default: ''.
    """

    type_: TrollPartyPendingChanceType
    table: int | None | Unset = UNSET
    text: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        table: int | None | Unset
        if isinstance(self.table, Unset):
            table = UNSET
        else:
            table = self.table

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
            }
        )
        if table is not UNSET:
            field_dict["table"] = table
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = TrollPartyPendingChanceType(d.pop("type"))

        def _parse_table(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        table = _parse_table(d.pop("table", UNSET))

        text = d.pop("text", UNSET)

        troll_party_pending_chance = cls(
            type_=type_,
            table=table,
            text=text,
        )

        troll_party_pending_chance.additional_properties = d
        return troll_party_pending_chance

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
