from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.draggmar_pack import DraggmarPack


T = TypeVar("T", bound="DraggmarOptionsInput")


@_attrs_define
class DraggmarOptionsInput:
    """
    Attributes:
        content (DraggmarPack | None | Unset): a content pack replacing the reference pack (D1); null: ours
        faction_attack (bool | Unset): harder: monsters of a dungeon's factions get +1 attack there Default: False.
        first_player (int | None | Unset): the seat holding the first player token; null: drawn
        real_experience (bool | Unset): harder: a failed run moves doom down per seat, not per group Default: False.
        round_limit (int | None | Unset): D39, a house rule (for simulations): the game ends after this many rounds with
            status round_limit and no winner; null: no limit, as the rulebook
        trial_level (int | None | Unset): a balance trial (docs/draggmar-content.md): every dungeon is revealed and runs
            at this level, and the game ends after one round, won if every group killed its Boss; null: the whole game
        undead_crusade (bool | Unset): D17: the Undead Crusade scenario: Rifts open on green doom spaces, block roads
            and are cleared by running the Rift deck (rulebook; D52-D56) Default: False.
    """

    content: DraggmarPack | None | Unset = UNSET
    faction_attack: bool | Unset = False
    first_player: int | None | Unset = UNSET
    real_experience: bool | Unset = False
    round_limit: int | None | Unset = UNSET
    trial_level: int | None | Unset = UNSET
    undead_crusade: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        from ..models.draggmar_pack import DraggmarPack

        content: dict[str, Any] | None | Unset
        if isinstance(self.content, Unset):
            content = UNSET
        elif isinstance(self.content, DraggmarPack):
            content = self.content.to_dict()
        else:
            content = self.content

        faction_attack = self.faction_attack

        first_player: int | None | Unset
        if isinstance(self.first_player, Unset):
            first_player = UNSET
        else:
            first_player = self.first_player

        real_experience = self.real_experience

        round_limit: int | None | Unset
        if isinstance(self.round_limit, Unset):
            round_limit = UNSET
        else:
            round_limit = self.round_limit

        trial_level: int | None | Unset
        if isinstance(self.trial_level, Unset):
            trial_level = UNSET
        else:
            trial_level = self.trial_level

        undead_crusade = self.undead_crusade

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if content is not UNSET:
            field_dict["content"] = content
        if faction_attack is not UNSET:
            field_dict["faction_attack"] = faction_attack
        if first_player is not UNSET:
            field_dict["first_player"] = first_player
        if real_experience is not UNSET:
            field_dict["real_experience"] = real_experience
        if round_limit is not UNSET:
            field_dict["round_limit"] = round_limit
        if trial_level is not UNSET:
            field_dict["trial_level"] = trial_level
        if undead_crusade is not UNSET:
            field_dict["undead_crusade"] = undead_crusade

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.draggmar_pack import DraggmarPack

        d = dict(src_dict)

        def _parse_content(data: object) -> DraggmarPack | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                content_type_0 = DraggmarPack.from_dict(data)

                return content_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DraggmarPack | None | Unset, data)

        content = _parse_content(d.pop("content", UNSET))

        faction_attack = d.pop("faction_attack", UNSET)

        def _parse_first_player(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        first_player = _parse_first_player(d.pop("first_player", UNSET))

        real_experience = d.pop("real_experience", UNSET)

        def _parse_round_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        round_limit = _parse_round_limit(d.pop("round_limit", UNSET))

        def _parse_trial_level(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        trial_level = _parse_trial_level(d.pop("trial_level", UNSET))

        undead_crusade = d.pop("undead_crusade", UNSET)

        draggmar_options_input = cls(
            content=content,
            faction_attack=faction_attack,
            first_player=first_player,
            real_experience=real_experience,
            round_limit=round_limit,
            trial_level=trial_level,
            undead_crusade=undead_crusade,
        )

        return draggmar_options_input
