from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.troll_party_match_setup import TrollPartyMatchSetup


T = TypeVar("T", bound="TrollPartyMatchRequest")


@_attrs_define
class TrollPartyMatchRequest:
    """
    Attributes:
        game (Literal['troll-party']):
        setup (TrollPartyMatchSetup | Unset):
        undo (bool | Unset): whether the host may take back changes (up to 20) Default: False.
    """

    game: Literal["troll-party"]
    setup: TrollPartyMatchSetup | Unset = UNSET
    undo: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        setup: dict[str, Any] | Unset = UNSET
        if not isinstance(self.setup, Unset):
            setup = self.setup.to_dict()

        undo = self.undo

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
            }
        )
        if setup is not UNSET:
            field_dict["setup"] = setup
        if undo is not UNSET:
            field_dict["undo"] = undo

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.troll_party_match_setup import TrollPartyMatchSetup

        d = dict(src_dict)
        game = cast(Literal["troll-party"], d.pop("game"))
        if game != "troll-party":
            raise ValueError(f"game must match const 'troll-party', got '{game}'")

        _setup = d.pop("setup", UNSET)
        setup: TrollPartyMatchSetup | Unset
        if isinstance(_setup, Unset):
            setup = UNSET
        else:
            setup = TrollPartyMatchSetup.from_dict(_setup)

        undo = d.pop("undo", UNSET)

        troll_party_match_request = cls(
            game=game,
            setup=setup,
            undo=undo,
        )

        return troll_party_match_request
