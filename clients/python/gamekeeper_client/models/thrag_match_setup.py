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
    from ..models.thrag_options_input import ThragOptionsInput


T = TypeVar("T", bound="ThragMatchSetup")


@_attrs_define
class ThragMatchSetup:
    """
    Attributes:
        mode (Literal['digital'] | Unset):  Default: 'digital'.
        options (ThragOptionsInput | Unset):
        players (int | Unset):  Default: 1.
        seed (int | None | Unset): default: random
        variant (Literal['standard'] | Unset):  Default: 'standard'.
    """

    mode: Literal["digital"] | Unset = "digital"
    options: ThragOptionsInput | Unset = UNSET
    players: int | Unset = 1
    seed: int | None | Unset = UNSET
    variant: Literal["standard"] | Unset = "standard"

    def to_dict(self) -> dict[str, Any]:
        mode = self.mode

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        players = self.players

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        variant = self.variant

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if mode is not UNSET:
            field_dict["mode"] = mode
        if options is not UNSET:
            field_dict["options"] = options
        if players is not UNSET:
            field_dict["players"] = players
        if seed is not UNSET:
            field_dict["seed"] = seed
        if variant is not UNSET:
            field_dict["variant"] = variant

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.thrag_options_input import ThragOptionsInput

        d = dict(src_dict)
        mode = cast(Literal["digital"] | Unset, d.pop("mode", UNSET))
        if mode != "digital" and not isinstance(mode, Unset):
            raise ValueError(f"mode must match const 'digital', got '{mode}'")

        _options = d.pop("options", UNSET)
        options: ThragOptionsInput | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = ThragOptionsInput.from_dict(_options)

        players = d.pop("players", UNSET)

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        variant = cast(Literal["standard"] | Unset, d.pop("variant", UNSET))
        if variant != "standard" and not isinstance(variant, Unset):
            raise ValueError(f"variant must match const 'standard', got '{variant}'")

        thrag_match_setup = cls(
            mode=mode,
            options=options,
            players=players,
            seed=seed,
            variant=variant,
        )

        return thrag_match_setup
