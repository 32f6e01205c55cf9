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

from ..models.thrag_color import ThragColor

T = TypeVar("T", bound="ThragAbandonedOrNullDiscardedEvent")


@_attrs_define
class ThragAbandonedOrNullDiscardedEvent:
    """
    Attributes:
        abandoned (None | ThragColor):
        discarded (list[str]):
        text (str):
        type_ (Literal['fighting_stopped']):
    """

    abandoned: None | ThragColor
    discarded: list[str]
    text: str
    type_: Literal["fighting_stopped"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        abandoned: None | str
        if isinstance(self.abandoned, ThragColor):
            abandoned = self.abandoned.value
        else:
            abandoned = self.abandoned

        discarded = self.discarded

        text = self.text

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "abandoned": abandoned,
                "discarded": discarded,
                "text": text,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_abandoned(data: object) -> None | ThragColor:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                abandoned_type_0 = ThragColor(data)

                return abandoned_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ThragColor, data)

        abandoned = _parse_abandoned(d.pop("abandoned"))

        discarded = cast(list[str], d.pop("discarded"))

        text = d.pop("text")

        type_ = cast(Literal["fighting_stopped"], d.pop("type"))
        if type_ != "fighting_stopped":
            raise ValueError(f"type must match const 'fighting_stopped', got '{type_}'")

        thrag_abandoned_or_null_discarded_event = cls(
            abandoned=abandoned,
            discarded=discarded,
            text=text,
            type_=type_,
        )

        thrag_abandoned_or_null_discarded_event.additional_properties = d
        return thrag_abandoned_or_null_discarded_event

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
