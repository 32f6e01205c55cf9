from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DraggmarBought")


@_attrs_define
class DraggmarBought:
    """
    Attributes:
        card (str): a card id of the pack, or "hidden": a card the reader may not see (D9)
        redrawn (bool):
        traded (bool):
    """

    card: str
    redrawn: bool
    traded: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        redrawn = self.redrawn

        traded = self.traded

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "redrawn": redrawn,
                "traded": traded,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        redrawn = d.pop("redrawn")

        traded = d.pop("traded")

        draggmar_bought = cls(
            card=card,
            redrawn=redrawn,
            traded=traded,
        )

        draggmar_bought.additional_properties = d
        return draggmar_bought

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
