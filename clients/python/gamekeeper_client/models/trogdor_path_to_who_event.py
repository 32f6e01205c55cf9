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

from ..models.trogdor_arrow import TrogdorArrow

if TYPE_CHECKING:
    from ..models.trogdor_pos import TrogdorPos


T = TypeVar("T", bound="TrogdorPathToWhoEvent")


@_attrs_define
class TrogdorPathToWhoEvent:
    """
    Attributes:
        path (list[TrogdorArrow]):
        text (str):
        to (TrogdorPos):
        type_ (Literal['knight_moved']):
        who (str):
    """

    path: list[TrogdorArrow]
    text: str
    to: TrogdorPos
    type_: Literal["knight_moved"]
    who: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        path = []
        for path_item_data in self.path:
            path_item = path_item_data.value
            path.append(path_item)

        text = self.text

        to = self.to.to_dict()

        type_ = self.type_

        who = self.who

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "path": path,
                "text": text,
                "to": to,
                "type": type_,
                "who": who,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.trogdor_pos import TrogdorPos

        d = dict(src_dict)
        path = []
        _path = d.pop("path")
        for path_item_data in _path:
            path_item = TrogdorArrow(path_item_data)

            path.append(path_item)

        text = d.pop("text")

        to = TrogdorPos.from_dict(d.pop("to"))

        type_ = cast(Literal["knight_moved"], d.pop("type"))
        if type_ != "knight_moved":
            raise ValueError(f"type must match const 'knight_moved', got '{type_}'")

        who = d.pop("who")

        trogdor_path_to_who_event = cls(
            path=path,
            text=text,
            to=to,
            type_=type_,
            who=who,
        )

        trogdor_path_to_who_event.additional_properties = d
        return trogdor_path_to_who_event

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
