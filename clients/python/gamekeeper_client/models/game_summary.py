from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.game_type_info import GameTypeInfo
    from ..models.hint_kind_info import HintKindInfo
    from ..models.players import Players


T = TypeVar("T", bound="GameSummary")


@_attrs_define
class GameSummary:
    """
    Attributes:
        default_variant (str):
        game_type (GameTypeInfo):
        hint_kinds (list[HintKindInfo]):
        id (str):
        modes (list[str]):
        players (Players):
        title (str):
        variants (list[str]):
    """

    default_variant: str
    game_type: GameTypeInfo
    hint_kinds: list[HintKindInfo]
    id: str
    modes: list[str]
    players: Players
    title: str
    variants: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        default_variant = self.default_variant

        game_type = self.game_type.to_dict()

        hint_kinds = []
        for hint_kinds_item_data in self.hint_kinds:
            hint_kinds_item = hint_kinds_item_data.to_dict()
            hint_kinds.append(hint_kinds_item)

        id = self.id

        modes = self.modes

        players = self.players.to_dict()

        title = self.title

        variants = self.variants

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "default_variant": default_variant,
                "game_type": game_type,
                "hint_kinds": hint_kinds,
                "id": id,
                "modes": modes,
                "players": players,
                "title": title,
                "variants": variants,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_type_info import GameTypeInfo
        from ..models.hint_kind_info import HintKindInfo
        from ..models.players import Players

        d = dict(src_dict)
        default_variant = d.pop("default_variant")

        game_type = GameTypeInfo.from_dict(d.pop("game_type"))

        hint_kinds = []
        _hint_kinds = d.pop("hint_kinds")
        for hint_kinds_item_data in _hint_kinds:
            hint_kinds_item = HintKindInfo.from_dict(hint_kinds_item_data)

            hint_kinds.append(hint_kinds_item)

        id = d.pop("id")

        modes = cast(list[str], d.pop("modes"))

        players = Players.from_dict(d.pop("players"))

        title = d.pop("title")

        variants = cast(list[str], d.pop("variants"))

        game_summary = cls(
            default_variant=default_variant,
            game_type=game_type,
            hint_kinds=hint_kinds,
            id=id,
            modes=modes,
            players=players,
            title=title,
            variants=variants,
        )

        game_summary.additional_properties = d
        return game_summary

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
