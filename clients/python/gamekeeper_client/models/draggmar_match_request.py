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
    from ..models.draggmar_match_setup import DraggmarMatchSetup


T = TypeVar("T", bound="DraggmarMatchRequest")


@_attrs_define
class DraggmarMatchRequest:
    """
    Attributes:
        game (Literal['draggmar']):
        setup (DraggmarMatchSetup | Unset):
        undo (bool | Unset): whether the host may take back changes (up to 20) Default: False.
    """

    game: Literal["draggmar"]
    setup: DraggmarMatchSetup | Unset = UNSET
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
        from ..models.draggmar_match_setup import DraggmarMatchSetup

        d = dict(src_dict)
        game = cast(Literal["draggmar"], d.pop("game"))
        if game != "draggmar":
            raise ValueError(f"game must match const 'draggmar', got '{game}'")

        _setup = d.pop("setup", UNSET)
        setup: DraggmarMatchSetup | Unset
        if isinstance(_setup, Unset):
            setup = UNSET
        else:
            setup = DraggmarMatchSetup.from_dict(_setup)

        undo = d.pop("undo", UNSET)

        draggmar_match_request = cls(
            game=game,
            setup=setup,
            undo=undo,
        )

        return draggmar_match_request
