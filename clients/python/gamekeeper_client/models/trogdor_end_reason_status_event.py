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

from ..models.trogdor_end_reason import TrogdorEndReason
from ..models.trogdor_end_reason_status_event_status import (
    TrogdorEndReasonStatusEventStatus,
)

T = TypeVar("T", bound="TrogdorEndReasonStatusEvent")


@_attrs_define
class TrogdorEndReasonStatusEvent:
    """
    Attributes:
        end_reason (TrogdorEndReason):
        status (TrogdorEndReasonStatusEventStatus):
        text (str):
        type_ (Literal['game_over']):
    """

    end_reason: TrogdorEndReason
    status: TrogdorEndReasonStatusEventStatus
    text: str
    type_: Literal["game_over"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        end_reason = self.end_reason.value

        status = self.status.value

        text = self.text

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "end_reason": end_reason,
                "status": status,
                "text": text,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        end_reason = TrogdorEndReason(d.pop("end_reason"))

        status = TrogdorEndReasonStatusEventStatus(d.pop("status"))

        text = d.pop("text")

        type_ = cast(Literal["game_over"], d.pop("type"))
        if type_ != "game_over":
            raise ValueError(f"type must match const 'game_over', got '{type_}'")

        trogdor_end_reason_status_event = cls(
            end_reason=end_reason,
            status=status,
            text=text,
            type_=type_,
        )

        trogdor_end_reason_status_event.additional_properties = d
        return trogdor_end_reason_status_event

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
