from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.quality_kind import QualityKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="Quality")


@_attrs_define
class Quality:
    """
    Attributes:
        kind (QualityKind):
        basis (str | Unset):
        interval95 (list[float] | Unset):
        note (str | Unset):
        samples (int | Unset):
    """

    kind: QualityKind
    basis: str | Unset = UNSET
    interval95: list[float] | Unset = UNSET
    note: str | Unset = UNSET
    samples: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        basis = self.basis

        interval95: list[float] | Unset = UNSET
        if not isinstance(self.interval95, Unset):
            interval95 = self.interval95

        note = self.note

        samples = self.samples

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
            }
        )
        if basis is not UNSET:
            field_dict["basis"] = basis
        if interval95 is not UNSET:
            field_dict["interval95"] = interval95
        if note is not UNSET:
            field_dict["note"] = note
        if samples is not UNSET:
            field_dict["samples"] = samples

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = QualityKind(d.pop("kind"))

        basis = d.pop("basis", UNSET)

        interval95 = cast(list[float], d.pop("interval95", UNSET))

        note = d.pop("note", UNSET)

        samples = d.pop("samples", UNSET)

        quality = cls(
            kind=kind,
            basis=basis,
            interval95=interval95,
            note=note,
            samples=samples,
        )

        quality.additional_properties = d
        return quality

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
