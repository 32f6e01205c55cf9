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
from attrs import field as _attrs_field

from ..models.mode import Mode
from ..models.thrag_end_reason import ThragEndReason
from ..models.thrag_status import ThragStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.thrag_beasts_by_color import ThragBeastsByColor
    from ..models.thrag_coins_by_color import ThragCoinsByColor
    from ..models.thrag_drawn_beast import ThragDrawnBeast
    from ..models.thrag_fight_in_progress import ThragFightInProgress
    from ..models.thrag_healing_tiles import ThragHealingTiles
    from ..models.thrag_options import ThragOptions
    from ..models.thrag_pending_chance import ThragPendingChance
    from ..models.thrag_state_pawns import ThragStatePawns


T = TypeVar("T", bound="ThragState")


@_attrs_define
class ThragState:
    """
    Attributes:
        beasts (ThragBeastsByColor):
        coins (ThragCoinsByColor):
        draw_counter (int): chance events resolved so far
        drawn (list[ThragDrawnBeast]):
        fight (None | ThragFightInProgress):
        fights_this_turn (int):
        game (Literal['thrag']):
        healing_pool (list[int]):
        healing_tiles (ThragHealingTiles):
        hit_points (list[int]):
        mode (Mode):
        options (ThragOptions):
        pawns (ThragStatePawns): red, green, blue: those in play (options.weapons)
        pending_chance (None | ThragPendingChance):
        seed (int | None): null in a sealed state: a game's seed would let anyone replay its draws
        status (ThragStatus):
        thrag_die (int | None):
        to_act (list[int]):
        turn (int):
        variant (Literal['standard']):
        end_reason (None | ThragEndReason | Unset):
        sealed (None | str | Unset): digital mode, games with hidden information: what some seat may not see, encrypted
            by the service (send it back as received)
        signature (None | str | Unset): digital mode: HMAC-SHA256 of the state's canonical JSON, hex
    """

    beasts: ThragBeastsByColor
    coins: ThragCoinsByColor
    draw_counter: int
    drawn: list[ThragDrawnBeast]
    fight: None | ThragFightInProgress
    fights_this_turn: int
    game: Literal["thrag"]
    healing_pool: list[int]
    healing_tiles: ThragHealingTiles
    hit_points: list[int]
    mode: Mode
    options: ThragOptions
    pawns: ThragStatePawns
    pending_chance: None | ThragPendingChance
    seed: int | None
    status: ThragStatus
    thrag_die: int | None
    to_act: list[int]
    turn: int
    variant: Literal["standard"]
    end_reason: None | ThragEndReason | Unset = UNSET
    sealed: None | str | Unset = UNSET
    signature: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.thrag_fight_in_progress import ThragFightInProgress
        from ..models.thrag_pending_chance import ThragPendingChance

        beasts = self.beasts.to_dict()

        coins = self.coins.to_dict()

        draw_counter = self.draw_counter

        drawn = []
        for drawn_item_data in self.drawn:
            drawn_item = drawn_item_data.to_dict()
            drawn.append(drawn_item)

        fight: dict[str, Any] | None
        if isinstance(self.fight, ThragFightInProgress):
            fight = self.fight.to_dict()
        else:
            fight = self.fight

        fights_this_turn = self.fights_this_turn

        game = self.game

        healing_pool = self.healing_pool

        healing_tiles = self.healing_tiles.to_dict()

        hit_points = self.hit_points

        mode = self.mode.value

        options = self.options.to_dict()

        pawns = self.pawns.to_dict()

        pending_chance: dict[str, Any] | None
        if isinstance(self.pending_chance, ThragPendingChance):
            pending_chance = self.pending_chance.to_dict()
        else:
            pending_chance = self.pending_chance

        seed: int | None
        seed = self.seed

        status = self.status.value

        thrag_die: int | None
        thrag_die = self.thrag_die

        to_act = self.to_act

        turn = self.turn

        variant = self.variant

        end_reason: None | str | Unset
        if isinstance(self.end_reason, Unset):
            end_reason = UNSET
        elif isinstance(self.end_reason, ThragEndReason):
            end_reason = self.end_reason.value
        else:
            end_reason = self.end_reason

        sealed: None | str | Unset
        if isinstance(self.sealed, Unset):
            sealed = UNSET
        else:
            sealed = self.sealed

        signature: None | str | Unset
        if isinstance(self.signature, Unset):
            signature = UNSET
        else:
            signature = self.signature

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "beasts": beasts,
                "coins": coins,
                "draw_counter": draw_counter,
                "drawn": drawn,
                "fight": fight,
                "fights_this_turn": fights_this_turn,
                "game": game,
                "healing_pool": healing_pool,
                "healing_tiles": healing_tiles,
                "hit_points": hit_points,
                "mode": mode,
                "options": options,
                "pawns": pawns,
                "pending_chance": pending_chance,
                "seed": seed,
                "status": status,
                "thrag_die": thrag_die,
                "to_act": to_act,
                "turn": turn,
                "variant": variant,
            }
        )
        if end_reason is not UNSET:
            field_dict["end_reason"] = end_reason
        if sealed is not UNSET:
            field_dict["sealed"] = sealed
        if signature is not UNSET:
            field_dict["signature"] = signature

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.thrag_beasts_by_color import ThragBeastsByColor
        from ..models.thrag_coins_by_color import ThragCoinsByColor
        from ..models.thrag_drawn_beast import ThragDrawnBeast
        from ..models.thrag_fight_in_progress import ThragFightInProgress
        from ..models.thrag_healing_tiles import ThragHealingTiles
        from ..models.thrag_options import ThragOptions
        from ..models.thrag_pending_chance import ThragPendingChance
        from ..models.thrag_state_pawns import ThragStatePawns

        d = dict(src_dict)
        beasts = ThragBeastsByColor.from_dict(d.pop("beasts"))

        coins = ThragCoinsByColor.from_dict(d.pop("coins"))

        draw_counter = d.pop("draw_counter")

        drawn = []
        _drawn = d.pop("drawn")
        for drawn_item_data in _drawn:
            drawn_item = ThragDrawnBeast.from_dict(drawn_item_data)

            drawn.append(drawn_item)

        def _parse_fight(data: object) -> None | ThragFightInProgress:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                fight_type_0 = ThragFightInProgress.from_dict(data)

                return fight_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ThragFightInProgress, data)

        fight = _parse_fight(d.pop("fight"))

        fights_this_turn = d.pop("fights_this_turn")

        game = cast(Literal["thrag"], d.pop("game"))
        if game != "thrag":
            raise ValueError(f"game must match const 'thrag', got '{game}'")

        healing_pool = cast(list[int], d.pop("healing_pool"))

        healing_tiles = ThragHealingTiles.from_dict(d.pop("healing_tiles"))

        hit_points = cast(list[int], d.pop("hit_points"))

        mode = Mode(d.pop("mode"))

        options = ThragOptions.from_dict(d.pop("options"))

        pawns = ThragStatePawns.from_dict(d.pop("pawns"))

        def _parse_pending_chance(data: object) -> None | ThragPendingChance:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_chance_type_0 = ThragPendingChance.from_dict(data)

                return pending_chance_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ThragPendingChance, data)

        pending_chance = _parse_pending_chance(d.pop("pending_chance"))

        def _parse_seed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seed = _parse_seed(d.pop("seed"))

        status = ThragStatus(d.pop("status"))

        def _parse_thrag_die(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        thrag_die = _parse_thrag_die(d.pop("thrag_die"))

        to_act = cast(list[int], d.pop("to_act"))

        turn = d.pop("turn")

        variant = cast(Literal["standard"], d.pop("variant"))
        if variant != "standard":
            raise ValueError(f"variant must match const 'standard', got '{variant}'")

        def _parse_end_reason(data: object) -> None | ThragEndReason | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_reason_type_0 = ThragEndReason(data)

                return end_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ThragEndReason | Unset, data)

        end_reason = _parse_end_reason(d.pop("end_reason", UNSET))

        def _parse_sealed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        sealed = _parse_sealed(d.pop("sealed", UNSET))

        def _parse_signature(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        signature = _parse_signature(d.pop("signature", UNSET))

        thrag_state = cls(
            beasts=beasts,
            coins=coins,
            draw_counter=draw_counter,
            drawn=drawn,
            fight=fight,
            fights_this_turn=fights_this_turn,
            game=game,
            healing_pool=healing_pool,
            healing_tiles=healing_tiles,
            hit_points=hit_points,
            mode=mode,
            options=options,
            pawns=pawns,
            pending_chance=pending_chance,
            seed=seed,
            status=status,
            thrag_die=thrag_die,
            to_act=to_act,
            turn=turn,
            variant=variant,
            end_reason=end_reason,
            sealed=sealed,
            signature=signature,
        )

        thrag_state.additional_properties = d
        return thrag_state

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
