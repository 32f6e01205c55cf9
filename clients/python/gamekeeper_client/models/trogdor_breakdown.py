from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.trogdor_end_reason import TrogdorEndReason

T = TypeVar("T", bound="TrogdorBreakdown")


@_attrs_define
class TrogdorBreakdown:
    """
    Attributes:
        cottages_burning (int):
        end_reason (None | TrogdorEndReason):
        formula (str):
        health (int):
        peasants_on_board (int):
        tiles (int):
        tiles_burned (int):
        turn (int):
        void (int):
    """

    cottages_burning: int
    end_reason: None | TrogdorEndReason
    formula: str
    health: int
    peasants_on_board: int
    tiles: int
    tiles_burned: int
    turn: int
    void: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cottages_burning = self.cottages_burning

        end_reason: None | str
        if isinstance(self.end_reason, TrogdorEndReason):
            end_reason = self.end_reason.value
        else:
            end_reason = self.end_reason

        formula = self.formula

        health = self.health

        peasants_on_board = self.peasants_on_board

        tiles = self.tiles

        tiles_burned = self.tiles_burned

        turn = self.turn

        void = self.void

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cottages_burning": cottages_burning,
                "end_reason": end_reason,
                "formula": formula,
                "health": health,
                "peasants_on_board": peasants_on_board,
                "tiles": tiles,
                "tiles_burned": tiles_burned,
                "turn": turn,
                "void": void,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cottages_burning = d.pop("cottages_burning")

        def _parse_end_reason(data: object) -> None | TrogdorEndReason:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_reason_type_0 = TrogdorEndReason(data)

                return end_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrogdorEndReason, data)

        end_reason = _parse_end_reason(d.pop("end_reason"))

        formula = d.pop("formula")

        health = d.pop("health")

        peasants_on_board = d.pop("peasants_on_board")

        tiles = d.pop("tiles")

        tiles_burned = d.pop("tiles_burned")

        turn = d.pop("turn")

        void = d.pop("void")

        trogdor_breakdown = cls(
            cottages_burning=cottages_burning,
            end_reason=end_reason,
            formula=formula,
            health=health,
            peasants_on_board=peasants_on_board,
            tiles=tiles,
            tiles_burned=tiles_burned,
            turn=turn,
            void=void,
        )

        trogdor_breakdown.additional_properties = d
        return trogdor_breakdown

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
