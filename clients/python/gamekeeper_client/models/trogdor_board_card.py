from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.trogdor_arrow import TrogdorArrow

T = TypeVar("T", bound="TrogdorBoardCard")


@_attrs_define
class TrogdorBoardCard:
    """
    Attributes:
        arrow (TrogdorArrow):
        card (str):
    """

    arrow: TrogdorArrow
    card: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        arrow = self.arrow.value

        card = self.card

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "arrow": arrow,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        arrow = TrogdorArrow(d.pop("arrow"))

        card = d.pop("card")

        trogdor_board_card = cls(
            arrow=arrow,
            card=card,
        )

        trogdor_board_card.additional_properties = d
        return trogdor_board_card

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
