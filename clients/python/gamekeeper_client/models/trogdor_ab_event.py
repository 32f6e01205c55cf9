from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.trogdor_pos import TrogdorPos


T = TypeVar("T", bound="TrogdorABEvent")


@_attrs_define
class TrogdorABEvent:
    """
    Attributes:
        a (TrogdorPos):
        b (TrogdorPos):
        text (str):
        type_ (Literal['tiles_swapped']):
    """

    a: TrogdorPos
    b: TrogdorPos
    text: str
    type_: Literal["tiles_swapped"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        a = self.a.to_dict()

        b = self.b.to_dict()

        text = self.text

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "a": a,
                "b": b,
                "text": text,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.trogdor_pos import TrogdorPos

        d = dict(src_dict)
        a = TrogdorPos.from_dict(d.pop("a"))

        b = TrogdorPos.from_dict(d.pop("b"))

        text = d.pop("text")

        type_ = cast(Literal["tiles_swapped"], d.pop("type"))
        if type_ != "tiles_swapped":
            raise ValueError(f"type must match const 'tiles_swapped', got '{type_}'")

        trogdor_ab_event = cls(
            a=a,
            b=b,
            text=text,
            type_=type_,
        )

        trogdor_ab_event.additional_properties = d
        return trogdor_ab_event

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
