from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.trogdor_map import TrogdorMap
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.trogdor_custom_map_input import TrogdorCustomMapInput
    from ..models.trogdor_extra_card_input import TrogdorExtraCardInput
    from ..models.trogdor_movement_card_spec_input import TrogdorMovementCardSpecInput


T = TypeVar("T", bound="TrogdorOptionsInput")


@_attrs_define
class TrogdorOptionsInput:
    """
    Attributes:
        content (list[TrogdorExtraCardInput] | Unset):
        fiery_rage (bool | None | Unset): T16: default on in august-draft, off in published
        items (list[str] | None | Unset): one item id per seat; default dealt
        keepers (list[str] | None | Unset): one keeper id per seat; default dealt
        map_ (TrogdorCustomMapInput | TrogdorMap | Unset):  Default: TrogdorMap.NORMAL.
        movement_deck (list[TrogdorMovementCardSpecInput] | None | Unset): replaces the Movement deck (T33)
        troghammer_cards (int | Unset): 7 by default, 4 for beginners Default: 7.
    """

    content: list[TrogdorExtraCardInput] | Unset = UNSET
    fiery_rage: bool | None | Unset = UNSET
    items: list[str] | None | Unset = UNSET
    keepers: list[str] | None | Unset = UNSET
    map_: TrogdorCustomMapInput | TrogdorMap | Unset = TrogdorMap.NORMAL
    movement_deck: list[TrogdorMovementCardSpecInput] | None | Unset = UNSET
    troghammer_cards: int | Unset = 7

    def to_dict(self) -> dict[str, Any]:
        content: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.content, Unset):
            content = []
            for content_item_data in self.content:
                content_item = content_item_data.to_dict()
                content.append(content_item)

        fiery_rage: bool | None | Unset
        if isinstance(self.fiery_rage, Unset):
            fiery_rage = UNSET
        else:
            fiery_rage = self.fiery_rage

        items: list[str] | None | Unset
        if isinstance(self.items, Unset):
            items = UNSET
        elif isinstance(self.items, list):
            items = self.items

        else:
            items = self.items

        keepers: list[str] | None | Unset
        if isinstance(self.keepers, Unset):
            keepers = UNSET
        elif isinstance(self.keepers, list):
            keepers = self.keepers

        else:
            keepers = self.keepers

        map_: dict[str, Any] | str | Unset
        if isinstance(self.map_, Unset):
            map_ = UNSET
        elif isinstance(self.map_, TrogdorMap):
            map_ = self.map_.value
        else:
            map_ = self.map_.to_dict()

        movement_deck: list[dict[str, Any]] | None | Unset
        if isinstance(self.movement_deck, Unset):
            movement_deck = UNSET
        elif isinstance(self.movement_deck, list):
            movement_deck = []
            for movement_deck_type_0_item_data in self.movement_deck:
                movement_deck_type_0_item = movement_deck_type_0_item_data.to_dict()
                movement_deck.append(movement_deck_type_0_item)

        else:
            movement_deck = self.movement_deck

        troghammer_cards = self.troghammer_cards

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if content is not UNSET:
            field_dict["content"] = content
        if fiery_rage is not UNSET:
            field_dict["fiery_rage"] = fiery_rage
        if items is not UNSET:
            field_dict["items"] = items
        if keepers is not UNSET:
            field_dict["keepers"] = keepers
        if map_ is not UNSET:
            field_dict["map"] = map_
        if movement_deck is not UNSET:
            field_dict["movement_deck"] = movement_deck
        if troghammer_cards is not UNSET:
            field_dict["troghammer_cards"] = troghammer_cards

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.trogdor_custom_map_input import TrogdorCustomMapInput
        from ..models.trogdor_extra_card_input import TrogdorExtraCardInput
        from ..models.trogdor_movement_card_spec_input import (
            TrogdorMovementCardSpecInput,
        )

        d = dict(src_dict)
        _content = d.pop("content", UNSET)
        content: list[TrogdorExtraCardInput] | Unset = UNSET
        if _content is not UNSET:
            content = []
            for content_item_data in _content:
                content_item = TrogdorExtraCardInput.from_dict(content_item_data)

                content.append(content_item)

        def _parse_fiery_rage(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        fiery_rage = _parse_fiery_rage(d.pop("fiery_rage", UNSET))

        def _parse_items(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                items_type_0 = cast(list[str], data)

                return items_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        items = _parse_items(d.pop("items", UNSET))

        def _parse_keepers(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                keepers_type_0 = cast(list[str], data)

                return keepers_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        keepers = _parse_keepers(d.pop("keepers", UNSET))

        def _parse_map_(data: object) -> TrogdorCustomMapInput | TrogdorMap | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                map_type_0 = TrogdorMap(data)

                return map_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            map_type_1 = TrogdorCustomMapInput.from_dict(data)

            return map_type_1

        map_ = _parse_map_(d.pop("map", UNSET))

        def _parse_movement_deck(
            data: object,
        ) -> list[TrogdorMovementCardSpecInput] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                movement_deck_type_0 = []
                _movement_deck_type_0 = data
                for movement_deck_type_0_item_data in _movement_deck_type_0:
                    movement_deck_type_0_item = TrogdorMovementCardSpecInput.from_dict(
                        movement_deck_type_0_item_data
                    )

                    movement_deck_type_0.append(movement_deck_type_0_item)

                return movement_deck_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[TrogdorMovementCardSpecInput] | None | Unset, data)

        movement_deck = _parse_movement_deck(d.pop("movement_deck", UNSET))

        troghammer_cards = d.pop("troghammer_cards", UNSET)

        trogdor_options_input = cls(
            content=content,
            fiery_rage=fiery_rage,
            items=items,
            keepers=keepers,
            map_=map_,
            movement_deck=movement_deck,
            troghammer_cards=troghammer_cards,
        )

        return trogdor_options_input
