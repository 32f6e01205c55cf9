from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TrogdorExtraCardInput")


@_attrs_define
class TrogdorExtraCardInput:
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

    def to_dict(self) -> dict[str, Any]:
        ap = self.ap

        id = self.id

        name = self.name

        copies = self.copies

        text = self.text

        field_dict: dict[str, Any] = {}

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

        trogdor_extra_card_input = cls(
            ap=ap,
            id=id,
            name=name,
            copies=copies,
            text=text,
        )

        return trogdor_extra_card_input
