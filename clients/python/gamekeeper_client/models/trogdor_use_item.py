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

from ..models.trogdor_arrow import TrogdorArrow
from ..models.trogdor_use_item_target import TrogdorUseItemTarget
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.trogdor_pos_input import TrogdorPosInput


T = TypeVar("T", bound="TrogdorUseItem")


@_attrs_define
class TrogdorUseItem:
    """
    Attributes:
        item (str):
        seat (int): 0-based seat number
        type_ (Literal['use_item']):  Default: 'use_item'.
        direction (None | TrogdorArrow | Unset):
        knight (int | None | Unset):
        target (None | TrogdorUseItemTarget | Unset):
        to (None | TrogdorPosInput | Unset):
    """

    item: str
    seat: int
    type_: Literal["use_item"] = "use_item"
    direction: None | TrogdorArrow | Unset = UNSET
    knight: int | None | Unset = UNSET
    target: None | TrogdorUseItemTarget | Unset = UNSET
    to: None | TrogdorPosInput | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.trogdor_pos_input import TrogdorPosInput

        item = self.item

        seat = self.seat

        type_ = self.type_

        direction: None | str | Unset
        if isinstance(self.direction, Unset):
            direction = UNSET
        elif isinstance(self.direction, TrogdorArrow):
            direction = self.direction.value
        else:
            direction = self.direction

        knight: int | None | Unset
        if isinstance(self.knight, Unset):
            knight = UNSET
        else:
            knight = self.knight

        target: None | str | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        elif isinstance(self.target, TrogdorUseItemTarget):
            target = self.target.value
        else:
            target = self.target

        to: dict[str, Any] | None | Unset
        if isinstance(self.to, Unset):
            to = UNSET
        elif isinstance(self.to, TrogdorPosInput):
            to = self.to.to_dict()
        else:
            to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "item": item,
                "seat": seat,
                "type": type_,
            }
        )
        if direction is not UNSET:
            field_dict["direction"] = direction
        if knight is not UNSET:
            field_dict["knight"] = knight
        if target is not UNSET:
            field_dict["target"] = target
        if to is not UNSET:
            field_dict["to"] = to

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.trogdor_pos_input import TrogdorPosInput

        d = dict(src_dict)
        item = d.pop("item")

        seat = d.pop("seat")

        type_ = cast(Literal["use_item"], d.pop("type"))
        if type_ != "use_item":
            raise ValueError(f"type must match const 'use_item', got '{type_}'")

        def _parse_direction(data: object) -> None | TrogdorArrow | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_0 = TrogdorArrow(data)

                return direction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrogdorArrow | Unset, data)

        direction = _parse_direction(d.pop("direction", UNSET))

        def _parse_knight(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        knight = _parse_knight(d.pop("knight", UNSET))

        def _parse_target(data: object) -> None | TrogdorUseItemTarget | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                target_type_0 = TrogdorUseItemTarget(data)

                return target_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrogdorUseItemTarget | Unset, data)

        target = _parse_target(d.pop("target", UNSET))

        def _parse_to(data: object) -> None | TrogdorPosInput | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                to_type_0 = TrogdorPosInput.from_dict(data)

                return to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrogdorPosInput | Unset, data)

        to = _parse_to(d.pop("to", UNSET))

        trogdor_use_item = cls(
            item=item,
            seat=seat,
            type_=type_,
            direction=direction,
            knight=knight,
            target=target,
            to=to,
        )

        return trogdor_use_item
