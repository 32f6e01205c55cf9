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

from ..models.trogdor_arrow import TrogdorArrow

T = TypeVar("T", bound="TrogdorPathEvent")


@_attrs_define
class TrogdorPathEvent:
    """
    Attributes:
        path (list[TrogdorArrow]):
        text (str):
        type_ (Literal['rage']):
    """

    path: list[TrogdorArrow]
    text: str
    type_: Literal["rage"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        path = []
        for path_item_data in self.path:
            path_item = path_item_data.value
            path.append(path_item)

        text = self.text

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "path": path,
                "text": text,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        path = []
        _path = d.pop("path")
        for path_item_data in _path:
            path_item = TrogdorArrow(path_item_data)

            path.append(path_item)

        text = d.pop("text")

        type_ = cast(Literal["rage"], d.pop("type"))
        if type_ != "rage":
            raise ValueError(f"type must match const 'rage', got '{type_}'")

        trogdor_path_event = cls(
            path=path,
            text=text,
            type_=type_,
        )

        trogdor_path_event.additional_properties = d
        return trogdor_path_event

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
