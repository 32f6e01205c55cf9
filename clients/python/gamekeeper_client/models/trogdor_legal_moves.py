from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.trogdor_legal_move import TrogdorLegalMove


T = TypeVar("T", bound="TrogdorLegalMoves")


@_attrs_define
class TrogdorLegalMoves:
    """
    Attributes:
        moves (list[TrogdorLegalMove]):
        to_act (list[int]):
    """

    moves: list[TrogdorLegalMove]
    to_act: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)

        to_act = self.to_act

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "moves": moves,
                "to_act": to_act,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.trogdor_legal_move import TrogdorLegalMove

        d = dict(src_dict)
        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = TrogdorLegalMove.from_dict(moves_item_data)

            moves.append(moves_item)

        to_act = cast(list[int], d.pop("to_act"))

        trogdor_legal_moves = cls(
            moves=moves,
            to_act=to_act,
        )

        trogdor_legal_moves.additional_properties = d
        return trogdor_legal_moves

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
