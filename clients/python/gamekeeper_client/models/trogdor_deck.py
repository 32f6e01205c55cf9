from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.trogdor_deck_cards import TrogdorDeckCards
    from ..models.trogdor_deck_discard import TrogdorDeckDiscard


T = TypeVar("T", bound="TrogdorDeck")


@_attrs_define
class TrogdorDeck:
    """
    Attributes:
        cards (TrogdorDeckCards):
        discard (TrogdorDeckDiscard):
    """

    cards: TrogdorDeckCards
    discard: TrogdorDeckDiscard
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards.to_dict()

        discard = self.discard.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "discard": discard,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.trogdor_deck_cards import TrogdorDeckCards
        from ..models.trogdor_deck_discard import TrogdorDeckDiscard

        d = dict(src_dict)
        cards = TrogdorDeckCards.from_dict(d.pop("cards"))

        discard = TrogdorDeckDiscard.from_dict(d.pop("discard"))

        trogdor_deck = cls(
            cards=cards,
            discard=discard,
        )

        trogdor_deck.additional_properties = d
        return trogdor_deck

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
