from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.troll_party_breakdown_golden_type_1 import TrollPartyBreakdownGoldenType1
from ..models.troll_party_breakdown_round_type_1 import TrollPartyBreakdownRoundType1
from ..models.troll_party_color import TrollPartyColor

if TYPE_CHECKING:
    from ..models.troll_party_breakdown_goats import TrollPartyBreakdownGoats


T = TypeVar("T", bound="TrollPartyBreakdown")


@_attrs_define
class TrollPartyBreakdown:
    """
    Attributes:
        center (int):
        dummy (None | TrollPartyColor):
        goats (TrollPartyBreakdownGoats):
        golden (TrollPartyBreakdownGoldenType1 | TrollPartyColor):
        leaders (list[int]):
        middle_total (int):
        round_ (int | TrollPartyBreakdownRoundType1):
        tied_for_middle (list[TrollPartyColor]):
    """

    center: int
    dummy: None | TrollPartyColor
    goats: TrollPartyBreakdownGoats
    golden: TrollPartyBreakdownGoldenType1 | TrollPartyColor
    leaders: list[int]
    middle_total: int
    round_: int | TrollPartyBreakdownRoundType1
    tied_for_middle: list[TrollPartyColor]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        center = self.center

        dummy: None | str
        if isinstance(self.dummy, TrollPartyColor):
            dummy = self.dummy.value
        else:
            dummy = self.dummy

        goats = self.goats.to_dict()

        golden: str
        if isinstance(self.golden, TrollPartyColor):
            golden = self.golden.value
        else:
            golden = self.golden.value

        leaders = self.leaders

        middle_total = self.middle_total

        round_: int | str
        if isinstance(self.round_, TrollPartyBreakdownRoundType1):
            round_ = self.round_.value
        else:
            round_ = self.round_

        tied_for_middle = []
        for tied_for_middle_item_data in self.tied_for_middle:
            tied_for_middle_item = tied_for_middle_item_data.value
            tied_for_middle.append(tied_for_middle_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "center": center,
                "dummy": dummy,
                "goats": goats,
                "golden": golden,
                "leaders": leaders,
                "middle_total": middle_total,
                "round": round_,
                "tied_for_middle": tied_for_middle,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.troll_party_breakdown_goats import TrollPartyBreakdownGoats

        d = dict(src_dict)
        center = d.pop("center")

        def _parse_dummy(data: object) -> None | TrollPartyColor:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dummy_type_0 = TrollPartyColor(data)

                return dummy_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrollPartyColor, data)

        dummy = _parse_dummy(d.pop("dummy"))

        goats = TrollPartyBreakdownGoats.from_dict(d.pop("goats"))

        def _parse_golden(
            data: object,
        ) -> TrollPartyBreakdownGoldenType1 | TrollPartyColor:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                golden_type_0 = TrollPartyColor(data)

                return golden_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            golden_type_1 = TrollPartyBreakdownGoldenType1(data)

            return golden_type_1

        golden = _parse_golden(d.pop("golden"))

        leaders = cast(list[int], d.pop("leaders"))

        middle_total = d.pop("middle_total")

        def _parse_round_(data: object) -> int | TrollPartyBreakdownRoundType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                round_type_1 = TrollPartyBreakdownRoundType1(data)

                return round_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | TrollPartyBreakdownRoundType1, data)

        round_ = _parse_round_(d.pop("round"))

        tied_for_middle = []
        _tied_for_middle = d.pop("tied_for_middle")
        for tied_for_middle_item_data in _tied_for_middle:
            tied_for_middle_item = TrollPartyColor(tied_for_middle_item_data)

            tied_for_middle.append(tied_for_middle_item)

        troll_party_breakdown = cls(
            center=center,
            dummy=dummy,
            goats=goats,
            golden=golden,
            leaders=leaders,
            middle_total=middle_total,
            round_=round_,
            tied_for_middle=tied_for_middle,
        )

        troll_party_breakdown.additional_properties = d
        return troll_party_breakdown

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
