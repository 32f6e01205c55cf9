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

from ..models.trogdor_tile_kind import TrogdorTileKind

if TYPE_CHECKING:
    from ..models.trogdor_pos import TrogdorPos


T = TypeVar("T", bound="TrogdorPosTileEvent")


@_attrs_define
class TrogdorPosTileEvent:
    """
    Attributes:
        pos (TrogdorPos):
        text (str):
        tile (TrogdorTileKind):
        type_ (Literal['tile_burned']):
    """

    pos: TrogdorPos
    text: str
    tile: TrogdorTileKind
    type_: Literal["tile_burned"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        pos = self.pos.to_dict()

        text = self.text

        tile = self.tile.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "pos": pos,
                "text": text,
                "tile": tile,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.trogdor_pos import TrogdorPos

        d = dict(src_dict)
        pos = TrogdorPos.from_dict(d.pop("pos"))

        text = d.pop("text")

        tile = TrogdorTileKind(d.pop("tile"))

        type_ = cast(Literal["tile_burned"], d.pop("type"))
        if type_ != "tile_burned":
            raise ValueError(f"type must match const 'tile_burned', got '{type_}'")

        trogdor_pos_tile_event = cls(
            pos=pos,
            text=text,
            tile=tile,
            type_=type_,
        )

        trogdor_pos_tile_event.additional_properties = d
        return trogdor_pos_tile_event

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
