from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.thrag_color import ThragColor
from ..models.thrag_die import ThragDie
from ..models.thrag_pending_chance_type import ThragPendingChanceType
from ..types import UNSET, Unset

T = TypeVar("T", bound="ThragPendingChance")


@_attrs_define
class ThragPendingChance:
    """
    Attributes:
        type_ (ThragPendingChanceType):
        color (None | ThragColor | Unset):
        die (None | ThragDie | Unset):
        text (str | Unset):  Default: ''.
    """

    type_: ThragPendingChanceType
    color: None | ThragColor | Unset = UNSET
    die: None | ThragDie | Unset = UNSET
    text: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        color: None | str | Unset
        if isinstance(self.color, Unset):
            color = UNSET
        elif isinstance(self.color, ThragColor):
            color = self.color.value
        else:
            color = self.color

        die: None | str | Unset
        if isinstance(self.die, Unset):
            die = UNSET
        elif isinstance(self.die, ThragDie):
            die = self.die.value
        else:
            die = self.die

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
            }
        )
        if color is not UNSET:
            field_dict["color"] = color
        if die is not UNSET:
            field_dict["die"] = die
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = ThragPendingChanceType(d.pop("type"))

        def _parse_color(data: object) -> None | ThragColor | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                color_type_0 = ThragColor(data)

                return color_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ThragColor | Unset, data)

        color = _parse_color(d.pop("color", UNSET))

        def _parse_die(data: object) -> None | ThragDie | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                die_type_0 = ThragDie(data)

                return die_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ThragDie | Unset, data)

        die = _parse_die(d.pop("die", UNSET))

        text = d.pop("text", UNSET)

        thrag_pending_chance = cls(
            type_=type_,
            color=color,
            die=die,
            text=text,
        )

        thrag_pending_chance.additional_properties = d
        return thrag_pending_chance

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
