from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.thrag_pending_chance_color_type_1 import ThragPendingChanceColorType1
from ..models.thrag_pending_chance_color_type_2_type_1 import (
    ThragPendingChanceColorType2Type1,
)
from ..models.thrag_pending_chance_color_type_3_type_1 import (
    ThragPendingChanceColorType3Type1,
)
from ..models.thrag_pending_chance_die_type_1 import ThragPendingChanceDieType1
from ..models.thrag_pending_chance_die_type_2_type_1 import (
    ThragPendingChanceDieType2Type1,
)
from ..models.thrag_pending_chance_die_type_3_type_1 import (
    ThragPendingChanceDieType3Type1,
)
from ..models.thrag_pending_chance_type import ThragPendingChanceType
from ..types import UNSET, Unset

T = TypeVar("T", bound="ThragPendingChance")


@_attrs_define
class ThragPendingChance:
    """
    Attributes:
        type_ (ThragPendingChanceType):
        color (None | ThragPendingChanceColorType1 | ThragPendingChanceColorType2Type1 |
            ThragPendingChanceColorType3Type1 | Unset):
        die (None | ThragPendingChanceDieType1 | ThragPendingChanceDieType2Type1 | ThragPendingChanceDieType3Type1 |
            Unset):
        text (str | Unset):  Default: ''.
    """

    type_: ThragPendingChanceType
    color: (
        None
        | ThragPendingChanceColorType1
        | ThragPendingChanceColorType2Type1
        | ThragPendingChanceColorType3Type1
        | Unset
    ) = UNSET
    die: (
        None
        | ThragPendingChanceDieType1
        | ThragPendingChanceDieType2Type1
        | ThragPendingChanceDieType3Type1
        | Unset
    ) = UNSET
    text: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        color: None | str | Unset
        if isinstance(self.color, Unset):
            color = UNSET
        elif (
            isinstance(self.color, ThragPendingChanceColorType1)
            or isinstance(self.color, ThragPendingChanceColorType2Type1)
            or isinstance(self.color, ThragPendingChanceColorType3Type1)
        ):
            color = self.color.value
        else:
            color = self.color

        die: None | str | Unset
        if isinstance(self.die, Unset):
            die = UNSET
        elif (
            isinstance(self.die, ThragPendingChanceDieType1)
            or isinstance(self.die, ThragPendingChanceDieType2Type1)
            or isinstance(self.die, ThragPendingChanceDieType3Type1)
        ):
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

        def _parse_color(
            data: object,
        ) -> (
            None
            | ThragPendingChanceColorType1
            | ThragPendingChanceColorType2Type1
            | ThragPendingChanceColorType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                color_type_1 = ThragPendingChanceColorType1(data)

                return color_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                color_type_2_type_1 = ThragPendingChanceColorType2Type1(data)

                return color_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                color_type_3_type_1 = ThragPendingChanceColorType3Type1(data)

                return color_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | ThragPendingChanceColorType1
                | ThragPendingChanceColorType2Type1
                | ThragPendingChanceColorType3Type1
                | Unset,
                data,
            )

        color = _parse_color(d.pop("color", UNSET))

        def _parse_die(
            data: object,
        ) -> (
            None
            | ThragPendingChanceDieType1
            | ThragPendingChanceDieType2Type1
            | ThragPendingChanceDieType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                die_type_1 = ThragPendingChanceDieType1(data)

                return die_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                die_type_2_type_1 = ThragPendingChanceDieType2Type1(data)

                return die_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                die_type_3_type_1 = ThragPendingChanceDieType3Type1(data)

                return die_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | ThragPendingChanceDieType1
                | ThragPendingChanceDieType2Type1
                | ThragPendingChanceDieType3Type1
                | Unset,
                data,
            )

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
