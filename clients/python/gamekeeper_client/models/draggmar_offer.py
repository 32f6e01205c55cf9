from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="DraggmarOffer")


@_attrs_define
class DraggmarOffer:
    """
    Attributes:
        give (str): a card id of the pack, or "hidden": a card the reader may not see (D9)
        to (int): 0-based seat number
        gift (bool | Unset):  Default: False.
    """

    give: str
    to: int
    gift: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        give = self.give

        to = self.to

        gift = self.gift

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "give": give,
                "to": to,
            }
        )
        if gift is not UNSET:
            field_dict["gift"] = gift

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        give = d.pop("give")

        to = d.pop("to")

        gift = d.pop("gift", UNSET)

        draggmar_offer = cls(
            give=give,
            to=to,
            gift=gift,
        )

        draggmar_offer.additional_properties = d
        return draggmar_offer

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
