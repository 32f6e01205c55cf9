from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.trogdor_pending_chance_type import TrogdorPendingChanceType
from ..types import UNSET, Unset

T = TypeVar("T", bound="TrogdorPendingChance")


@_attrs_define
class TrogdorPendingChance:
    """
    Attributes:
        reason (str):
        type_ (TrogdorPendingChanceType):
        seat (int | None | Unset):
        text (str | Unset):  Default: ''.
    """

    reason: str
    type_: TrogdorPendingChanceType
    seat: int | None | Unset = UNSET
    text: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        type_ = self.type_.value

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "reason": reason,
                "type": type_,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        reason = d.pop("reason")

        type_ = TrogdorPendingChanceType(d.pop("type"))

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        text = d.pop("text", UNSET)

        trogdor_pending_chance = cls(
            reason=reason,
            type_=type_,
            seat=seat,
            text=text,
        )

        trogdor_pending_chance.additional_properties = d
        return trogdor_pending_chance

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
