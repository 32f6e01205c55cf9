from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TrogdorSeatState")


@_attrs_define
class TrogdorSeatState:
    """
    Attributes:
        hand (list[str]):
        item (None | str):
        item_charged (bool):
        keeper (None | str):
    """

    hand: list[str]
    item: None | str
    item_charged: bool
    keeper: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hand = self.hand

        item: None | str
        item = self.item

        item_charged = self.item_charged

        keeper: None | str
        keeper = self.keeper

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hand": hand,
                "item": item,
                "item_charged": item_charged,
                "keeper": keeper,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        hand = cast(list[str], d.pop("hand"))

        def _parse_item(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        item = _parse_item(d.pop("item"))

        item_charged = d.pop("item_charged")

        def _parse_keeper(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        keeper = _parse_keeper(d.pop("keeper"))

        trogdor_seat_state = cls(
            hand=hand,
            item=item,
            item_charged=item_charged,
            keeper=keeper,
        )

        trogdor_seat_state.additional_properties = d
        return trogdor_seat_state

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
