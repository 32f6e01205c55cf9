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

from ..models.trogdor_target import TrogdorTarget
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.trogdor_pos_input import TrogdorPosInput


T = TypeVar("T", bound="TrogdorCardEffect")


@_attrs_define
class TrogdorCardEffect:
    """
    Attributes:
        card (str):
        seat (int): 0-based seat number
        type_ (Literal['card_effect']):  Default: 'card_effect'.
        target (None | TrogdorTarget | Unset):
        to (None | TrogdorPosInput | Unset):
        tunnel (None | TrogdorPosInput | Unset): Tunnel Warp: the Tunnel tile to swap
    """

    card: str
    seat: int
    type_: Literal["card_effect"] = "card_effect"
    target: None | TrogdorTarget | Unset = UNSET
    to: None | TrogdorPosInput | Unset = UNSET
    tunnel: None | TrogdorPosInput | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.trogdor_pos_input import TrogdorPosInput

        card = self.card

        seat = self.seat

        type_ = self.type_

        target: None | str | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        elif isinstance(self.target, TrogdorTarget):
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

        tunnel: dict[str, Any] | None | Unset
        if isinstance(self.tunnel, Unset):
            tunnel = UNSET
        elif isinstance(self.tunnel, TrogdorPosInput):
            tunnel = self.tunnel.to_dict()
        else:
            tunnel = self.tunnel

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "seat": seat,
                "type": type_,
            }
        )
        if target is not UNSET:
            field_dict["target"] = target
        if to is not UNSET:
            field_dict["to"] = to
        if tunnel is not UNSET:
            field_dict["tunnel"] = tunnel

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.trogdor_pos_input import TrogdorPosInput

        d = dict(src_dict)
        card = d.pop("card")

        seat = d.pop("seat")

        type_ = cast(Literal["card_effect"], d.pop("type"))
        if type_ != "card_effect":
            raise ValueError(f"type must match const 'card_effect', got '{type_}'")

        def _parse_target(data: object) -> None | TrogdorTarget | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                target_type_0 = TrogdorTarget(data)

                return target_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrogdorTarget | Unset, data)

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

        def _parse_tunnel(data: object) -> None | TrogdorPosInput | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                tunnel_type_0 = TrogdorPosInput.from_dict(data)

                return tunnel_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrogdorPosInput | Unset, data)

        tunnel = _parse_tunnel(d.pop("tunnel", UNSET))

        trogdor_card_effect = cls(
            card=card,
            seat=seat,
            type_=type_,
            target=target,
            to=to,
            tunnel=tunnel,
        )

        return trogdor_card_effect
