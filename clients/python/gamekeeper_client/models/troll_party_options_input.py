from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.troll_party_color import TrollPartyColor
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.troll_party_options_input_cards_type_0 import (
        TrollPartyOptionsInputCardsType0,
    )


T = TypeVar("T", bound="TrollPartyOptionsInput")


@_attrs_define
class TrollPartyOptionsInput:
    """
    Attributes:
        cards (None | TrollPartyOptionsInputCardsType0 | Unset): replacement cards for some bands (P1); others keep
            theirs
        colors (list[TrollPartyColor] | None | Unset): each seat's band, one per seat; null: purple, orange, green in
            order
        first_player (int | None | Unset): the seat holding the marker; null: chosen at random
        track_cards (bool | Unset): P14: when false (the rulebook's face-down pile), a seat sees the other hands and the
            discard pile only as counts; when true, in full Default: False.
    """

    cards: None | TrollPartyOptionsInputCardsType0 | Unset = UNSET
    colors: list[TrollPartyColor] | None | Unset = UNSET
    first_player: int | None | Unset = UNSET
    track_cards: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        from ..models.troll_party_options_input_cards_type_0 import (
            TrollPartyOptionsInputCardsType0,
        )

        cards: dict[str, Any] | None | Unset
        if isinstance(self.cards, Unset):
            cards = UNSET
        elif isinstance(self.cards, TrollPartyOptionsInputCardsType0):
            cards = self.cards.to_dict()
        else:
            cards = self.cards

        colors: list[str] | None | Unset
        if isinstance(self.colors, Unset):
            colors = UNSET
        elif isinstance(self.colors, list):
            colors = []
            for colors_type_0_item_data in self.colors:
                colors_type_0_item = colors_type_0_item_data.value
                colors.append(colors_type_0_item)

        else:
            colors = self.colors

        first_player: int | None | Unset
        if isinstance(self.first_player, Unset):
            first_player = UNSET
        else:
            first_player = self.first_player

        track_cards = self.track_cards

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if cards is not UNSET:
            field_dict["cards"] = cards
        if colors is not UNSET:
            field_dict["colors"] = colors
        if first_player is not UNSET:
            field_dict["first_player"] = first_player
        if track_cards is not UNSET:
            field_dict["track_cards"] = track_cards

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.troll_party_options_input_cards_type_0 import (
            TrollPartyOptionsInputCardsType0,
        )

        d = dict(src_dict)

        def _parse_cards(
            data: object,
        ) -> None | TrollPartyOptionsInputCardsType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                cards_type_0 = TrollPartyOptionsInputCardsType0.from_dict(data)

                return cards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrollPartyOptionsInputCardsType0 | Unset, data)

        cards = _parse_cards(d.pop("cards", UNSET))

        def _parse_colors(data: object) -> list[TrollPartyColor] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                colors_type_0 = []
                _colors_type_0 = data
                for colors_type_0_item_data in _colors_type_0:
                    colors_type_0_item = TrollPartyColor(colors_type_0_item_data)

                    colors_type_0.append(colors_type_0_item)

                return colors_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[TrollPartyColor] | None | Unset, data)

        colors = _parse_colors(d.pop("colors", UNSET))

        def _parse_first_player(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        first_player = _parse_first_player(d.pop("first_player", UNSET))

        track_cards = d.pop("track_cards", UNSET)

        troll_party_options_input = cls(
            cards=cards,
            colors=colors,
            first_player=first_player,
            track_cards=track_cards,
        )

        return troll_party_options_input
