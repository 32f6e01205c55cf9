from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.thrag_color import ThragColor
from ..models.thrag_die import ThragDie
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.thrag_flipped_coin import ThragFlippedCoin


T = TypeVar("T", bound="ThragFightInProgress")


@_attrs_define
class ThragFightInProgress:
    """
    Attributes:
        beast (ThragColor):
        coin (None | ThragFlippedCoin | Unset):
        damage (int | Unset): damage still to pay Default: 0.
        rerolling (None | ThragDie | Unset): die whose reroll is pending
    """

    beast: ThragColor
    coin: None | ThragFlippedCoin | Unset = UNSET
    damage: int | Unset = 0
    rerolling: None | ThragDie | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.thrag_flipped_coin import ThragFlippedCoin

        beast = self.beast.value

        coin: dict[str, Any] | None | Unset
        if isinstance(self.coin, Unset):
            coin = UNSET
        elif isinstance(self.coin, ThragFlippedCoin):
            coin = self.coin.to_dict()
        else:
            coin = self.coin

        damage = self.damage

        rerolling: None | str | Unset
        if isinstance(self.rerolling, Unset):
            rerolling = UNSET
        elif isinstance(self.rerolling, ThragDie):
            rerolling = self.rerolling.value
        else:
            rerolling = self.rerolling

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "beast": beast,
            }
        )
        if coin is not UNSET:
            field_dict["coin"] = coin
        if damage is not UNSET:
            field_dict["damage"] = damage
        if rerolling is not UNSET:
            field_dict["rerolling"] = rerolling

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.thrag_flipped_coin import ThragFlippedCoin

        d = dict(src_dict)
        beast = ThragColor(d.pop("beast"))

        def _parse_coin(data: object) -> None | ThragFlippedCoin | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                coin_type_0 = ThragFlippedCoin.from_dict(data)

                return coin_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ThragFlippedCoin | Unset, data)

        coin = _parse_coin(d.pop("coin", UNSET))

        damage = d.pop("damage", UNSET)

        def _parse_rerolling(data: object) -> None | ThragDie | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rerolling_type_0 = ThragDie(data)

                return rerolling_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ThragDie | Unset, data)

        rerolling = _parse_rerolling(d.pop("rerolling", UNSET))

        thrag_fight_in_progress = cls(
            beast=beast,
            coin=coin,
            damage=damage,
            rerolling=rerolling,
        )

        thrag_fight_in_progress.additional_properties = d
        return thrag_fight_in_progress

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
