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
    from ..models.thrag_match_setup import ThragMatchSetup


T = TypeVar("T", bound="ThragMatchRequest")


@_attrs_define
class ThragMatchRequest:
    """
    Attributes:
        game (Literal['thrag']):
        setup (ThragMatchSetup | Unset):
        undo (bool | Unset): whether the host may take back changes (up to 20) Default: False.
    """

    game: Literal["thrag"]
    setup: ThragMatchSetup | Unset = UNSET
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
        from ..models.thrag_match_setup import ThragMatchSetup

        d = dict(src_dict)
        game = cast(Literal["thrag"], d.pop("game"))
        if game != "thrag":
            raise ValueError(f"game must match const 'thrag', got '{game}'")

        _setup = d.pop("setup", UNSET)
        setup: ThragMatchSetup | Unset
        if isinstance(_setup, Unset):
            setup = UNSET
        else:
            setup = ThragMatchSetup.from_dict(_setup)

        undo = d.pop("undo", UNSET)

        thrag_match_request = cls(
            game=game,
            setup=setup,
            undo=undo,
        )

        return thrag_match_request
