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

T = TypeVar("T", bound="TrollPartyOrderSeatTableEvent")


@_attrs_define
class TrollPartyOrderSeatTableEvent:
    """
    Attributes:
        order (list[int]):
        seat (int):
        table (int):
        text (str):
        type_ (Literal['ties_ordered']):
    """

    order: list[int]
    seat: int
    table: int
    text: str
    type_: Literal["ties_ordered"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        order = self.order

        seat = self.seat

        table = self.table

        text = self.text

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "order": order,
                "seat": seat,
                "table": table,
                "text": text,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        order = cast(list[int], d.pop("order"))

        seat = d.pop("seat")

        table = d.pop("table")

        text = d.pop("text")

        type_ = cast(Literal["ties_ordered"], d.pop("type"))
        if type_ != "ties_ordered":
            raise ValueError(f"type must match const 'ties_ordered', got '{type_}'")

        troll_party_order_seat_table_event = cls(
            order=order,
            seat=seat,
            table=table,
            text=text,
            type_=type_,
        )

        troll_party_order_seat_table_event.additional_properties = d
        return troll_party_order_seat_table_event

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
