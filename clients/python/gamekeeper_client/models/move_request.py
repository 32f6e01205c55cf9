from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.move_request_move import MoveRequestMove


T = TypeVar("T", bound="MoveRequest")


@_attrs_define
class MoveRequest:
    """
    Attributes:
        move (MoveRequestMove): one of the match's game's moves, of this seat
    """

    move: MoveRequestMove

    def to_dict(self) -> dict[str, Any]:
        move = self.move.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "move": move,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.move_request_move import MoveRequestMove

        d = dict(src_dict)
        move = MoveRequestMove.from_dict(d.pop("move"))

        move_request = cls(
            move=move,
        )

        return move_request
