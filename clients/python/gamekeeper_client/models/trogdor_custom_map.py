from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.trogdor_pos import TrogdorPos


T = TypeVar("T", bound="TrogdorCustomMap")


@_attrs_define
class TrogdorCustomMap:
    """
    Attributes:
        archer (TrogdorPos):
        knights (list[TrogdorPos]):
        tiles (list[list[str]]): 5 rows of 5 tile kinds
        lake_is_plain (bool | Unset):  Default: False.
        peasants (list[TrogdorPos] | None | Unset): default: one on each Cottage; the Trog-Meter holds min(4, 7 - n),
            the Void the rest
        trogdor (None | TrogdorPos | Unset): default: the centre (2,2)
    """

    archer: TrogdorPos
    knights: list[TrogdorPos]
    tiles: list[list[str]]
    lake_is_plain: bool | Unset = False
    peasants: list[TrogdorPos] | None | Unset = UNSET
    trogdor: None | TrogdorPos | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.trogdor_pos import TrogdorPos

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
        elif isinstance(self.trogdor, TrogdorPos):
            trogdor = self.trogdor.to_dict()
        else:
            trogdor = self.trogdor

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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
        from ..models.trogdor_pos import TrogdorPos

        d = dict(src_dict)
        archer = TrogdorPos.from_dict(d.pop("archer"))

        knights = []
        _knights = d.pop("knights")
        for knights_item_data in _knights:
            knights_item = TrogdorPos.from_dict(knights_item_data)

            knights.append(knights_item)

        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in _tiles:
            tiles_item = cast(list[str], tiles_item_data)

            tiles.append(tiles_item)

        lake_is_plain = d.pop("lake_is_plain", UNSET)

        def _parse_peasants(data: object) -> list[TrogdorPos] | None | Unset:
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
                    peasants_type_0_item = TrogdorPos.from_dict(
                        peasants_type_0_item_data
                    )

                    peasants_type_0.append(peasants_type_0_item)

                return peasants_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[TrogdorPos] | None | Unset, data)

        peasants = _parse_peasants(d.pop("peasants", UNSET))

        def _parse_trogdor(data: object) -> None | TrogdorPos | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                trogdor_type_0 = TrogdorPos.from_dict(data)

                return trogdor_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrogdorPos | Unset, data)

        trogdor = _parse_trogdor(d.pop("trogdor", UNSET))

        trogdor_custom_map = cls(
            archer=archer,
            knights=knights,
            tiles=tiles,
            lake_is_plain=lake_is_plain,
            peasants=peasants,
            trogdor=trogdor,
        )

        trogdor_custom_map.additional_properties = d
        return trogdor_custom_map

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
