from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ThragCoinsByColor")


@_attrs_define
class ThragCoinsByColor:
    """
    Attributes:
        blue (int | list[int]):
        green (int | list[int]):
        red (int | list[int]):
    """

    blue: int | list[int]
    green: int | list[int]
    red: int | list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        blue: int | list[int]
        if isinstance(self.blue, list):
            blue = self.blue

        else:
            blue = self.blue

        green: int | list[int]
        if isinstance(self.green, list):
            green = self.green

        else:
            green = self.green

        red: int | list[int]
        if isinstance(self.red, list):
            red = self.red

        else:
            red = self.red

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
        d = dict(src_dict)

        def _parse_blue(data: object) -> int | list[int]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                blue_type_0 = cast(list[int], data)

                return blue_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[int], data)

        blue = _parse_blue(d.pop("blue"))

        def _parse_green(data: object) -> int | list[int]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                green_type_0 = cast(list[int], data)

                return green_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[int], data)

        green = _parse_green(d.pop("green"))

        def _parse_red(data: object) -> int | list[int]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                red_type_0 = cast(list[int], data)

                return red_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[int], data)

        red = _parse_red(d.pop("red"))

        thrag_coins_by_color = cls(
            blue=blue,
            green=green,
            red=red,
        )

        thrag_coins_by_color.additional_properties = d
        return thrag_coins_by_color

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
