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

from ..models.trogdor_use_item_direction_type_1 import TrogdorUseItemDirectionType1
from ..models.trogdor_use_item_direction_type_2_type_1 import (
    TrogdorUseItemDirectionType2Type1,
)
from ..models.trogdor_use_item_direction_type_3_type_1 import (
    TrogdorUseItemDirectionType3Type1,
)
from ..models.trogdor_use_item_target_type_1 import TrogdorUseItemTargetType1
from ..models.trogdor_use_item_target_type_2_type_1 import (
    TrogdorUseItemTargetType2Type1,
)
from ..models.trogdor_use_item_target_type_3_type_1 import (
    TrogdorUseItemTargetType3Type1,
)
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
        direction (None | TrogdorUseItemDirectionType1 | TrogdorUseItemDirectionType2Type1 |
            TrogdorUseItemDirectionType3Type1 | Unset):
        knight (int | None | Unset):
        target (None | TrogdorUseItemTargetType1 | TrogdorUseItemTargetType2Type1 | TrogdorUseItemTargetType3Type1 |
            Unset):
        to (None | TrogdorPosInput | Unset):
    """

    item: str
    seat: int
    type_: Literal["use_item"] = "use_item"
    direction: (
        None
        | TrogdorUseItemDirectionType1
        | TrogdorUseItemDirectionType2Type1
        | TrogdorUseItemDirectionType3Type1
        | Unset
    ) = UNSET
    knight: int | None | Unset = UNSET
    target: (
        None
        | TrogdorUseItemTargetType1
        | TrogdorUseItemTargetType2Type1
        | TrogdorUseItemTargetType3Type1
        | Unset
    ) = UNSET
    to: None | TrogdorPosInput | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.trogdor_pos_input import TrogdorPosInput

        item = self.item

        seat = self.seat

        type_ = self.type_

        direction: None | str | Unset
        if isinstance(self.direction, Unset):
            direction = UNSET
        elif (
            isinstance(self.direction, TrogdorUseItemDirectionType1)
            or isinstance(self.direction, TrogdorUseItemDirectionType2Type1)
            or isinstance(self.direction, TrogdorUseItemDirectionType3Type1)
        ):
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
        elif (
            isinstance(self.target, TrogdorUseItemTargetType1)
            or isinstance(self.target, TrogdorUseItemTargetType2Type1)
            or isinstance(self.target, TrogdorUseItemTargetType3Type1)
        ):
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

        def _parse_direction(
            data: object,
        ) -> (
            None
            | TrogdorUseItemDirectionType1
            | TrogdorUseItemDirectionType2Type1
            | TrogdorUseItemDirectionType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_1 = TrogdorUseItemDirectionType1(data)

                return direction_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_2_type_1 = TrogdorUseItemDirectionType2Type1(data)

                return direction_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_3_type_1 = TrogdorUseItemDirectionType3Type1(data)

                return direction_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | TrogdorUseItemDirectionType1
                | TrogdorUseItemDirectionType2Type1
                | TrogdorUseItemDirectionType3Type1
                | Unset,
                data,
            )

        direction = _parse_direction(d.pop("direction", UNSET))

        def _parse_knight(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        knight = _parse_knight(d.pop("knight", UNSET))

        def _parse_target(
            data: object,
        ) -> (
            None
            | TrogdorUseItemTargetType1
            | TrogdorUseItemTargetType2Type1
            | TrogdorUseItemTargetType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                target_type_1 = TrogdorUseItemTargetType1(data)

                return target_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                target_type_2_type_1 = TrogdorUseItemTargetType2Type1(data)

                return target_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                target_type_3_type_1 = TrogdorUseItemTargetType3Type1(data)

                return target_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | TrogdorUseItemTargetType1
                | TrogdorUseItemTargetType2Type1
                | TrogdorUseItemTargetType3Type1
                | Unset,
                data,
            )

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
