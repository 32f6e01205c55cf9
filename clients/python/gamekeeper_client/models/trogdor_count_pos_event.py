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


T = TypeVar("T", bound="TrogdorCountPosEvent")


@_attrs_define
class TrogdorCountPosEvent:
    """
    Attributes:
        count (int):
        pos (TrogdorPos):
        text (str):
        type_ (Literal['peasant_ignited']):
    """

    count: int
    pos: TrogdorPos
    text: str
    type_: Literal["peasant_ignited"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        pos = self.pos.to_dict()

        text = self.text

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "count": count,
                "pos": pos,
                "text": text,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.trogdor_pos import TrogdorPos

        d = dict(src_dict)
        count = d.pop("count")

        pos = TrogdorPos.from_dict(d.pop("pos"))

        text = d.pop("text")

        type_ = cast(Literal["peasant_ignited"], d.pop("type"))
        if type_ != "peasant_ignited":
            raise ValueError(f"type must match const 'peasant_ignited', got '{type_}'")

        trogdor_count_pos_event = cls(
            count=count,
            pos=pos,
            text=text,
            type_=type_,
        )

        trogdor_count_pos_event.additional_properties = d
        return trogdor_count_pos_event

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
