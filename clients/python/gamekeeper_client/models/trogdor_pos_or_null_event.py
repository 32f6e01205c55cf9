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


T = TypeVar("T", bound="TrogdorPosOrNullEvent")


@_attrs_define
class TrogdorPosOrNullEvent:
    """
    Attributes:
        pos (None | TrogdorPos):
        text (str):
        type_ (Literal['peasant_burned_out']):
    """

    pos: None | TrogdorPos
    text: str
    type_: Literal["peasant_burned_out"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.trogdor_pos import TrogdorPos

        pos: dict[str, Any] | None
        if isinstance(self.pos, TrogdorPos):
            pos = self.pos.to_dict()
        else:
            pos = self.pos

        text = self.text

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
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

        def _parse_pos(data: object) -> None | TrogdorPos:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pos_type_0 = TrogdorPos.from_dict(data)

                return pos_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrogdorPos, data)

        pos = _parse_pos(d.pop("pos"))

        text = d.pop("text")

        type_ = cast(Literal["peasant_burned_out"], d.pop("type"))
        if type_ != "peasant_burned_out":
            raise ValueError(
                f"type must match const 'peasant_burned_out', got '{type_}'"
            )

        trogdor_pos_or_null_event = cls(
            pos=pos,
            text=text,
            type_=type_,
        )

        trogdor_pos_or_null_event.additional_properties = d
        return trogdor_pos_or_null_event

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
