from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DraggmarDungeonsite")


@_attrs_define
class DraggmarDungeonsite:
    """
    Attributes:
        revealed_round (int | None):
        threats (int):
        token (int | None):
    """

    revealed_round: int | None
    threats: int
    token: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        revealed_round: int | None
        revealed_round = self.revealed_round

        threats = self.threats

        token: int | None
        token = self.token

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "revealed_round": revealed_round,
                "threats": threats,
                "token": token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_revealed_round(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        revealed_round = _parse_revealed_round(d.pop("revealed_round"))

        threats = d.pop("threats")

        def _parse_token(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        token = _parse_token(d.pop("token"))

        draggmar_dungeonsite = cls(
            revealed_round=revealed_round,
            threats=threats,
            token=token,
        )

        draggmar_dungeonsite.additional_properties = d
        return draggmar_dungeonsite

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
