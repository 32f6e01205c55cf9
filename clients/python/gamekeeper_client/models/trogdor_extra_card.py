from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TrogdorExtraCard")


@_attrs_define
class TrogdorExtraCard:
    """
    Attributes:
        ap (int):
        id (str):
        name (str):
        copies (int | Unset):  Default: 1.
        text (str | Unset):  Default: ''.
    """

    ap: int
    id: str
    name: str
    copies: int | Unset = 1
    text: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ap = self.ap

        id = self.id

        name = self.name

        copies = self.copies

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ap": ap,
                "id": id,
                "name": name,
            }
        )
        if copies is not UNSET:
            field_dict["copies"] = copies
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        ap = d.pop("ap")

        id = d.pop("id")

        name = d.pop("name")

        copies = d.pop("copies", UNSET)

        text = d.pop("text", UNSET)

        trogdor_extra_card = cls(
            ap=ap,
            id=id,
            name=name,
            copies=copies,
            text=text,
        )

        trogdor_extra_card.additional_properties = d
        return trogdor_extra_card

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
