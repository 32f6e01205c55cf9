from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DraggmarBreakdown")


@_attrs_define
class DraggmarBreakdown:
    """
    Attributes:
        doom (int):
        fame (list[int]):
        kept_heads (list[list[str]]):
        round_ (int):
        trophies (list[str]):
    """

    doom: int
    fame: list[int]
    kept_heads: list[list[str]]
    round_: int
    trophies: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        doom = self.doom

        fame = self.fame

        kept_heads = []
        for kept_heads_item_data in self.kept_heads:
            kept_heads_item = kept_heads_item_data

            kept_heads.append(kept_heads_item)

        round_ = self.round_

        trophies = self.trophies

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "doom": doom,
                "fame": fame,
                "kept_heads": kept_heads,
                "round": round_,
                "trophies": trophies,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        doom = d.pop("doom")

        fame = cast(list[int], d.pop("fame"))

        kept_heads = []
        _kept_heads = d.pop("kept_heads")
        for kept_heads_item_data in _kept_heads:
            kept_heads_item = cast(list[str], kept_heads_item_data)

            kept_heads.append(kept_heads_item)

        round_ = d.pop("round")

        trophies = cast(list[str], d.pop("trophies"))

        draggmar_breakdown = cls(
            doom=doom,
            fame=fame,
            kept_heads=kept_heads,
            round_=round_,
            trophies=trophies,
        )

        draggmar_breakdown.additional_properties = d
        return draggmar_breakdown

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
