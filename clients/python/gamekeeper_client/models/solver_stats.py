from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SolverStats")


@_attrs_define
class SolverStats:
    """
    Attributes:
        depth_complete (bool):
        nodes (int):
        playouts (int):
        solver (str):
        time_ms (float):
    """

    depth_complete: bool
    nodes: int
    playouts: int
    solver: str
    time_ms: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        depth_complete = self.depth_complete

        nodes = self.nodes

        playouts = self.playouts

        solver = self.solver

        time_ms = self.time_ms

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "depth_complete": depth_complete,
                "nodes": nodes,
                "playouts": playouts,
                "solver": solver,
                "time_ms": time_ms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        depth_complete = d.pop("depth_complete")

        nodes = d.pop("nodes")

        playouts = d.pop("playouts")

        solver = d.pop("solver")

        time_ms = d.pop("time_ms")

        solver_stats = cls(
            depth_complete=depth_complete,
            nodes=nodes,
            playouts=playouts,
            solver=solver,
            time_ms=time_ms,
        )

        solver_stats.additional_properties = d
        return solver_stats

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
