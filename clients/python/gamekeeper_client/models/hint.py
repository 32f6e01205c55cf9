from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.hint_kind import HintKind
from ..models.hint_status import HintStatus

if TYPE_CHECKING:
    from ..models.draggmar_equip_result import DraggmarEquipResult
    from ..models.draggmar_route_result import DraggmarRouteResult
    from ..models.hint_links import HintLinks
    from ..models.problem import Problem
    from ..models.thrag_fight_plan_result import ThragFightPlanResult
    from ..models.trogdor_turn_plan_result import TrogdorTurnPlanResult
    from ..models.troll_party_placement_result import TrollPartyPlacementResult


T = TypeVar("T", bound="Hint")


@_attrs_define
class Hint:
    """
    Attributes:
        error (None | Problem):
        game (str):
        id (str):
        kind (HintKind):
        links (HintLinks):
        request_id (None | str):
        result (DraggmarEquipResult | DraggmarRouteResult | None | ThragFightPlanResult | TrogdorTurnPlanResult |
            TrollPartyPlacementResult):
        status (HintStatus):
    """

    error: None | Problem
    game: str
    id: str
    kind: HintKind
    links: HintLinks
    request_id: None | str
    result: (
        DraggmarEquipResult
        | DraggmarRouteResult
        | None
        | ThragFightPlanResult
        | TrogdorTurnPlanResult
        | TrollPartyPlacementResult
    )
    status: HintStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.draggmar_equip_result import DraggmarEquipResult
        from ..models.draggmar_route_result import DraggmarRouteResult
        from ..models.problem import Problem
        from ..models.thrag_fight_plan_result import ThragFightPlanResult
        from ..models.trogdor_turn_plan_result import TrogdorTurnPlanResult
        from ..models.troll_party_placement_result import TrollPartyPlacementResult

        error: dict[str, Any] | None
        if isinstance(self.error, Problem):
            error = self.error.to_dict()
        else:
            error = self.error

        game = self.game

        id = self.id

        kind = self.kind.value

        links = self.links.to_dict()

        request_id: None | str
        request_id = self.request_id

        result: dict[str, Any] | None
        if (
            isinstance(self.result, DraggmarRouteResult)
            or isinstance(self.result, DraggmarEquipResult)
            or isinstance(self.result, ThragFightPlanResult)
            or isinstance(self.result, TrogdorTurnPlanResult)
            or isinstance(self.result, TrollPartyPlacementResult)
        ):
            result = self.result.to_dict()
        else:
            result = self.result

        status = self.status.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "error": error,
                "game": game,
                "id": id,
                "kind": kind,
                "links": links,
                "request_id": request_id,
                "result": result,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.draggmar_equip_result import DraggmarEquipResult
        from ..models.draggmar_route_result import DraggmarRouteResult
        from ..models.hint_links import HintLinks
        from ..models.problem import Problem
        from ..models.thrag_fight_plan_result import ThragFightPlanResult
        from ..models.trogdor_turn_plan_result import TrogdorTurnPlanResult
        from ..models.troll_party_placement_result import TrollPartyPlacementResult

        d = dict(src_dict)

        def _parse_error(data: object) -> None | Problem:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_0 = Problem.from_dict(data)

                return error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Problem, data)

        error = _parse_error(d.pop("error"))

        game = d.pop("game")

        id = d.pop("id")

        kind = HintKind(d.pop("kind"))

        links = HintLinks.from_dict(d.pop("links"))

        def _parse_request_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        request_id = _parse_request_id(d.pop("request_id"))

        def _parse_result(
            data: object,
        ) -> (
            DraggmarEquipResult
            | DraggmarRouteResult
            | None
            | ThragFightPlanResult
            | TrogdorTurnPlanResult
            | TrollPartyPlacementResult
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hint_result_type_0 = DraggmarRouteResult.from_dict(
                    data
                )

                return componentsschemas_hint_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hint_result_type_1 = DraggmarEquipResult.from_dict(
                    data
                )

                return componentsschemas_hint_result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hint_result_type_2 = ThragFightPlanResult.from_dict(
                    data
                )

                return componentsschemas_hint_result_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hint_result_type_3 = TrogdorTurnPlanResult.from_dict(
                    data
                )

                return componentsschemas_hint_result_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hint_result_type_4 = (
                    TrollPartyPlacementResult.from_dict(data)
                )

                return componentsschemas_hint_result_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                DraggmarEquipResult
                | DraggmarRouteResult
                | None
                | ThragFightPlanResult
                | TrogdorTurnPlanResult
                | TrollPartyPlacementResult,
                data,
            )

        result = _parse_result(d.pop("result"))

        status = HintStatus(d.pop("status"))

        hint = cls(
            error=error,
            game=game,
            id=id,
            kind=kind,
            links=links,
            request_id=request_id,
            result=result,
            status=status,
        )

        hint.additional_properties = d
        return hint

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
