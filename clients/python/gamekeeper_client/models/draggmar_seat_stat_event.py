from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.draggmar_fame_spent import DraggmarFameSpent

T = TypeVar("T", bound="DraggmarSeatStatEvent")


@_attrs_define
class DraggmarSeatStatEvent:
    """
    Attributes:
        seat (int):
        stat (DraggmarFameSpent):
        text (str):
        type_ (Literal['fame_spent']):
    """

    seat: int
    stat: DraggmarFameSpent
    text: str
    type_: Literal["fame_spent"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        stat = self.stat.value

        text = self.text

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "stat": stat,
                "text": text,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        stat = DraggmarFameSpent(d.pop("stat"))

        text = d.pop("text")

        type_ = cast(Literal["fame_spent"], d.pop("type"))
        if type_ != "fame_spent":
            raise ValueError(f"type must match const 'fame_spent', got '{type_}'")

        draggmar_seat_stat_event = cls(
            seat=seat,
            stat=stat,
            text=text,
            type_=type_,
        )

        draggmar_seat_stat_event.additional_properties = d
        return draggmar_seat_stat_event

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
