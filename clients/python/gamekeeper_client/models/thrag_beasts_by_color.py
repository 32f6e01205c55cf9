from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.thrag_beast_stacks import ThragBeastStacks


T = TypeVar("T", bound="ThragBeastsByColor")


@_attrs_define
class ThragBeastsByColor:
    """
    Attributes:
        blue (ThragBeastStacks):
        green (ThragBeastStacks):
        red (ThragBeastStacks):
    """

    blue: ThragBeastStacks
    green: ThragBeastStacks
    red: ThragBeastStacks
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        blue = self.blue.to_dict()

        green = self.green.to_dict()

        red = self.red.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "blue": blue,
                "green": green,
                "red": red,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.thrag_beast_stacks import ThragBeastStacks

        d = dict(src_dict)
        blue = ThragBeastStacks.from_dict(d.pop("blue"))

        green = ThragBeastStacks.from_dict(d.pop("green"))

        red = ThragBeastStacks.from_dict(d.pop("red"))

        thrag_beasts_by_color = cls(
            blue=blue,
            green=green,
            red=red,
        )

        thrag_beasts_by_color.additional_properties = d
        return thrag_beasts_by_color

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
