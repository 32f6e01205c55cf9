from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.trogdor_pos import TrogdorPos


T = TypeVar("T", bound="TrogdorPiece")


@_attrs_define
class TrogdorPiece:
    """
    Attributes:
        hiding (bool):
        pos (TrogdorPos):
    """

    hiding: bool
    pos: TrogdorPos
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hiding = self.hiding

        pos = self.pos.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hiding": hiding,
                "pos": pos,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.trogdor_pos import TrogdorPos

        d = dict(src_dict)
        hiding = d.pop("hiding")

        pos = TrogdorPos.from_dict(d.pop("pos"))

        trogdor_piece = cls(
            hiding=hiding,
            pos=pos,
        )

        trogdor_piece.additional_properties = d
        return trogdor_piece

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
