from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.trogdor_pos_input import TrogdorPosInput


T = TypeVar("T", bound="TrogdorCustomMapInput")


@_attrs_define
class TrogdorCustomMapInput:
    """
    Attributes:
        archer (TrogdorPosInput):
        knights (list[TrogdorPosInput]):
        tiles (list[list[str]]): 5 rows of 5 tile kinds
        lake_is_plain (bool | Unset):  Default: False.
        peasants (list[TrogdorPosInput] | None | Unset): default: one on each Cottage; the Trog-Meter holds min(4, 7 -
            n), the Void the rest
        trogdor (None | TrogdorPosInput | Unset): default: the centre (2,2)
    """

    archer: TrogdorPosInput
    knights: list[TrogdorPosInput]
    tiles: list[list[str]]
    lake_is_plain: bool | Unset = False
    peasants: list[TrogdorPosInput] | None | Unset = UNSET
    trogdor: None | TrogdorPosInput | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.trogdor_pos_input import TrogdorPosInput

        archer = self.archer.to_dict()

        knights = []
        for knights_item_data in self.knights:
            knights_item = knights_item_data.to_dict()
            knights.append(knights_item)

        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data

            tiles.append(tiles_item)

        lake_is_plain = self.lake_is_plain

        peasants: list[dict[str, Any]] | None | Unset
        if isinstance(self.peasants, Unset):
            peasants = UNSET
        elif isinstance(self.peasants, list):
            peasants = []
            for peasants_type_0_item_data in self.peasants:
                peasants_type_0_item = peasants_type_0_item_data.to_dict()
                peasants.append(peasants_type_0_item)

        else:
            peasants = self.peasants

        trogdor: dict[str, Any] | None | Unset
        if isinstance(self.trogdor, Unset):
            trogdor = UNSET
        elif isinstance(self.trogdor, TrogdorPosInput):
            trogdor = self.trogdor.to_dict()
        else:
            trogdor = self.trogdor

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "archer": archer,
                "knights": knights,
                "tiles": tiles,
            }
        )
        if lake_is_plain is not UNSET:
            field_dict["lake_is_plain"] = lake_is_plain
        if peasants is not UNSET:
            field_dict["peasants"] = peasants
        if trogdor is not UNSET:
            field_dict["trogdor"] = trogdor

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.trogdor_pos_input import TrogdorPosInput

        d = dict(src_dict)
        archer = TrogdorPosInput.from_dict(d.pop("archer"))

        knights = []
        _knights = d.pop("knights")
        for knights_item_data in _knights:
            knights_item = TrogdorPosInput.from_dict(knights_item_data)

            knights.append(knights_item)

        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in _tiles:
            tiles_item = cast(list[str], tiles_item_data)

            tiles.append(tiles_item)

        lake_is_plain = d.pop("lake_is_plain", UNSET)

        def _parse_peasants(data: object) -> list[TrogdorPosInput] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                peasants_type_0 = []
                _peasants_type_0 = data
                for peasants_type_0_item_data in _peasants_type_0:
                    peasants_type_0_item = TrogdorPosInput.from_dict(
                        peasants_type_0_item_data
                    )

                    peasants_type_0.append(peasants_type_0_item)

                return peasants_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[TrogdorPosInput] | None | Unset, data)

        peasants = _parse_peasants(d.pop("peasants", UNSET))

        def _parse_trogdor(data: object) -> None | TrogdorPosInput | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                trogdor_type_0 = TrogdorPosInput.from_dict(data)

                return trogdor_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrogdorPosInput | Unset, data)

        trogdor = _parse_trogdor(d.pop("trogdor", UNSET))

        trogdor_custom_map_input = cls(
            archer=archer,
            knights=knights,
            tiles=tiles,
            lake_is_plain=lake_is_plain,
            peasants=peasants,
            trogdor=trogdor,
        )

        return trogdor_custom_map_input
