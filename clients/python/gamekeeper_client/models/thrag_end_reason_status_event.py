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

from ..models.thrag_end_reason import ThragEndReason
from ..models.thrag_end_reason_status_event_status import (
    ThragEndReasonStatusEventStatus,
)

T = TypeVar("T", bound="ThragEndReasonStatusEvent")


@_attrs_define
class ThragEndReasonStatusEvent:
    """
    Attributes:
        end_reason (ThragEndReason):
        status (ThragEndReasonStatusEventStatus):
        text (str):
        type_ (Literal['game_over']):
    """

    end_reason: ThragEndReason
    status: ThragEndReasonStatusEventStatus
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
        end_reason = ThragEndReason(d.pop("end_reason"))

        status = ThragEndReasonStatusEventStatus(d.pop("status"))

        text = d.pop("text")

        type_ = cast(Literal["game_over"], d.pop("type"))
        if type_ != "game_over":
            raise ValueError(f"type must match const 'game_over', got '{type_}'")

        thrag_end_reason_status_event = cls(
            end_reason=end_reason,
            status=status,
            text=text,
            type_=type_,
        )

        thrag_end_reason_status_event.additional_properties = d
        return thrag_end_reason_status_event

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
