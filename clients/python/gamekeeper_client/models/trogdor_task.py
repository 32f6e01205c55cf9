from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.trogdor_source import TrogdorSource
from ..models.trogdor_task_task import TrogdorTaskTask
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.trogdor_pos import TrogdorPos


T = TypeVar("T", bound="TrogdorTask")


@_attrs_define
class TrogdorTask:
    """
    Attributes:
        task (TrogdorTaskTask):
        n (int | None | Unset): knight: which; spawn_choice: how many; rage: which card; protect: how many hits (T52),
            null for one
        pos (None | TrogdorPos | Unset):
        seat (int | None | Unset):
        source (None | TrogdorSource | Unset): protect: what hits Trogdor; burn: 'trogdor' when he set the Peasant
            aflame himself (T43), else null
    """

    task: TrogdorTaskTask
    n: int | None | Unset = UNSET
    pos: None | TrogdorPos | Unset = UNSET
    seat: int | None | Unset = UNSET
    source: None | TrogdorSource | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.trogdor_pos import TrogdorPos

        task = self.task.value

        n: int | None | Unset
        if isinstance(self.n, Unset):
            n = UNSET
        else:
            n = self.n

        pos: dict[str, Any] | None | Unset
        if isinstance(self.pos, Unset):
            pos = UNSET
        elif isinstance(self.pos, TrogdorPos):
            pos = self.pos.to_dict()
        else:
            pos = self.pos

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        source: None | str | Unset
        if isinstance(self.source, Unset):
            source = UNSET
        elif isinstance(self.source, TrogdorSource):
            source = self.source.value
        else:
            source = self.source

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "task": task,
            }
        )
        if n is not UNSET:
            field_dict["n"] = n
        if pos is not UNSET:
            field_dict["pos"] = pos
        if seat is not UNSET:
            field_dict["seat"] = seat
        if source is not UNSET:
            field_dict["source"] = source

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.trogdor_pos import TrogdorPos

        d = dict(src_dict)
        task = TrogdorTaskTask(d.pop("task"))

        def _parse_n(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        n = _parse_n(d.pop("n", UNSET))

        def _parse_pos(data: object) -> None | TrogdorPos | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pos_type_0 = TrogdorPos.from_dict(data)

                return pos_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrogdorPos | Unset, data)

        pos = _parse_pos(d.pop("pos", UNSET))

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        def _parse_source(data: object) -> None | TrogdorSource | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                source_type_0 = TrogdorSource(data)

                return source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrogdorSource | Unset, data)

        source = _parse_source(d.pop("source", UNSET))

        trogdor_task = cls(
            task=task,
            n=n,
            pos=pos,
            seat=seat,
            source=source,
        )

        trogdor_task.additional_properties = d
        return trogdor_task

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
