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

from ..models.trogdor_variant import TrogdorVariant
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.trogdor_options_input import TrogdorOptionsInput


T = TypeVar("T", bound="TrogdorMatchSetup")


@_attrs_define
class TrogdorMatchSetup:
    """
    Attributes:
        mode (Literal['digital'] | Unset):  Default: 'digital'.
        options (TrogdorOptionsInput | Unset):
        players (int | Unset):  Default: 1.
        seed (int | None | Unset): default: random
        variant (TrogdorVariant | Unset):
    """

    mode: Literal["digital"] | Unset = "digital"
    options: TrogdorOptionsInput | Unset = UNSET
    players: int | Unset = 1
    seed: int | None | Unset = UNSET
    variant: TrogdorVariant | Unset = UNSET

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

        variant: str | Unset = UNSET
        if not isinstance(self.variant, Unset):
            variant = self.variant.value

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
        from ..models.trogdor_options_input import TrogdorOptionsInput

        d = dict(src_dict)
        mode = cast(Literal["digital"] | Unset, d.pop("mode", UNSET))
        if mode != "digital" and not isinstance(mode, Unset):
            raise ValueError(f"mode must match const 'digital', got '{mode}'")

        _options = d.pop("options", UNSET)
        options: TrogdorOptionsInput | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = TrogdorOptionsInput.from_dict(_options)

        players = d.pop("players", UNSET)

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        _variant = d.pop("variant", UNSET)
        variant: TrogdorVariant | Unset
        if isinstance(_variant, Unset):
            variant = UNSET
        else:
            variant = TrogdorVariant(_variant)

        trogdor_match_setup = cls(
            mode=mode,
            options=options,
            players=players,
            seed=seed,
            variant=variant,
        )

        return trogdor_match_setup
