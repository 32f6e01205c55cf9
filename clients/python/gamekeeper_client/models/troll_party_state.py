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
from ..models.troll_party_color import TrollPartyColor
from ..models.troll_party_state_round_type_1 import TrollPartyStateRoundType1
from ..models.troll_party_state_stage import TrollPartyStateStage
from ..models.troll_party_status import TrollPartyStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.troll_party_goats import TrollPartyGoats
    from ..models.troll_party_options import TrollPartyOptions
    from ..models.troll_party_pending_chance import TrollPartyPendingChance


T = TypeVar("T", bound="TrollPartyState")


@_attrs_define
class TrollPartyState:
    """
    Attributes:
        colors (list[TrollPartyColor]): per seat
        discards (list[str]):
        draw_counter (int): chance events resolved so far
        dummy (None | TrollPartyColor): the dummy band of a two-seat game
        dummy_deck (list[str] | None): the dummy's undealt cards
        first_player (int | None): who holds the marker
        game (Literal['troll-party']):
        goats (TrollPartyGoats):
        hands (list[list[str]]): per seat
        mode (Mode):
        options (TrollPartyOptions):
        orange_nullify_used (bool):
        order (list[int] | None): bands at the resolving table, high first
        pending_chance (None | TrollPartyPendingChance):
        placements (list[list[None | str]]): per table, this round's cards by band; a resolved table is empty
        purple_peek (int | None): the table Purple peeked this round
        resolving (int | None): the table whose scuffle (final round: whose final card) resolves
        round_ (int | TrollPartyStateRoundType1):
        seed (int | None): null in a sealed state: a game's seed would let anyone replay its draws
        stage (TrollPartyStateStage): what the game waits for
        status (TrollPartyStatus):
        to_act (list[int]):
        turn (int):
        variant (Literal['standard']):
        sealed (None | str | Unset): digital mode, games with hidden information: what some seat may not see, encrypted
            by the service (send it back as received)
        signature (None | str | Unset): digital mode: HMAC-SHA256 of the state's canonical JSON, hex
    """

    colors: list[TrollPartyColor]
    discards: list[str]
    draw_counter: int
    dummy: None | TrollPartyColor
    dummy_deck: list[str] | None
    first_player: int | None
    game: Literal["troll-party"]
    goats: TrollPartyGoats
    hands: list[list[str]]
    mode: Mode
    options: TrollPartyOptions
    orange_nullify_used: bool
    order: list[int] | None
    pending_chance: None | TrollPartyPendingChance
    placements: list[list[None | str]]
    purple_peek: int | None
    resolving: int | None
    round_: int | TrollPartyStateRoundType1
    seed: int | None
    stage: TrollPartyStateStage
    status: TrollPartyStatus
    to_act: list[int]
    turn: int
    variant: Literal["standard"]
    sealed: None | str | Unset = UNSET
    signature: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.troll_party_pending_chance import TrollPartyPendingChance

        colors = []
        for colors_item_data in self.colors:
            colors_item = colors_item_data.value
            colors.append(colors_item)

        discards = self.discards

        draw_counter = self.draw_counter

        dummy: None | str
        if isinstance(self.dummy, TrollPartyColor):
            dummy = self.dummy.value
        else:
            dummy = self.dummy

        dummy_deck: list[str] | None
        if isinstance(self.dummy_deck, list):
            dummy_deck = self.dummy_deck

        else:
            dummy_deck = self.dummy_deck

        first_player: int | None
        first_player = self.first_player

        game = self.game

        goats = self.goats.to_dict()

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        mode = self.mode.value

        options = self.options.to_dict()

        orange_nullify_used = self.orange_nullify_used

        order: list[int] | None
        if isinstance(self.order, list):
            order = self.order

        else:
            order = self.order

        pending_chance: dict[str, Any] | None
        if isinstance(self.pending_chance, TrollPartyPendingChance):
            pending_chance = self.pending_chance.to_dict()
        else:
            pending_chance = self.pending_chance

        placements = []
        for placements_item_data in self.placements:
            placements_item = []
            for placements_item_item_data in placements_item_data:
                placements_item_item: None | str
                placements_item_item = placements_item_item_data
                placements_item.append(placements_item_item)

            placements.append(placements_item)

        purple_peek: int | None
        purple_peek = self.purple_peek

        resolving: int | None
        resolving = self.resolving

        round_: int | str
        if isinstance(self.round_, TrollPartyStateRoundType1):
            round_ = self.round_.value
        else:
            round_ = self.round_

        seed: int | None
        seed = self.seed

        stage = self.stage.value

        status = self.status.value

        to_act = self.to_act

        turn = self.turn

        variant = self.variant

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
                "colors": colors,
                "discards": discards,
                "draw_counter": draw_counter,
                "dummy": dummy,
                "dummy_deck": dummy_deck,
                "first_player": first_player,
                "game": game,
                "goats": goats,
                "hands": hands,
                "mode": mode,
                "options": options,
                "orange_nullify_used": orange_nullify_used,
                "order": order,
                "pending_chance": pending_chance,
                "placements": placements,
                "purple_peek": purple_peek,
                "resolving": resolving,
                "round": round_,
                "seed": seed,
                "stage": stage,
                "status": status,
                "to_act": to_act,
                "turn": turn,
                "variant": variant,
            }
        )
        if sealed is not UNSET:
            field_dict["sealed"] = sealed
        if signature is not UNSET:
            field_dict["signature"] = signature

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.troll_party_goats import TrollPartyGoats
        from ..models.troll_party_options import TrollPartyOptions
        from ..models.troll_party_pending_chance import TrollPartyPendingChance

        d = dict(src_dict)
        colors = []
        _colors = d.pop("colors")
        for colors_item_data in _colors:
            colors_item = TrollPartyColor(colors_item_data)

            colors.append(colors_item)

        discards = cast(list[str], d.pop("discards"))

        draw_counter = d.pop("draw_counter")

        def _parse_dummy(data: object) -> None | TrollPartyColor:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dummy_type_0 = TrollPartyColor(data)

                return dummy_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrollPartyColor, data)

        dummy = _parse_dummy(d.pop("dummy"))

        def _parse_dummy_deck(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                dummy_deck_type_0 = cast(list[str], data)

                return dummy_deck_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        dummy_deck = _parse_dummy_deck(d.pop("dummy_deck"))

        def _parse_first_player(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        first_player = _parse_first_player(d.pop("first_player"))

        game = cast(Literal["troll-party"], d.pop("game"))
        if game != "troll-party":
            raise ValueError(f"game must match const 'troll-party', got '{game}'")

        goats = TrollPartyGoats.from_dict(d.pop("goats"))

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)

        mode = Mode(d.pop("mode"))

        options = TrollPartyOptions.from_dict(d.pop("options"))

        orange_nullify_used = d.pop("orange_nullify_used")

        def _parse_order(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                order_type_0 = cast(list[int], data)

                return order_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        order = _parse_order(d.pop("order"))

        def _parse_pending_chance(data: object) -> None | TrollPartyPendingChance:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_chance_type_0 = TrollPartyPendingChance.from_dict(data)

                return pending_chance_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrollPartyPendingChance, data)

        pending_chance = _parse_pending_chance(d.pop("pending_chance"))

        placements = []
        _placements = d.pop("placements")
        for placements_item_data in _placements:
            placements_item = []
            _placements_item = placements_item_data
            for placements_item_item_data in _placements_item:

                def _parse_placements_item_item(data: object) -> None | str:
                    if data is None:
                        return data
                    return cast(None | str, data)

                placements_item_item = _parse_placements_item_item(
                    placements_item_item_data
                )

                placements_item.append(placements_item_item)

            placements.append(placements_item)

        def _parse_purple_peek(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        purple_peek = _parse_purple_peek(d.pop("purple_peek"))

        def _parse_resolving(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        resolving = _parse_resolving(d.pop("resolving"))

        def _parse_round_(data: object) -> int | TrollPartyStateRoundType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                round_type_1 = TrollPartyStateRoundType1(data)

                return round_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | TrollPartyStateRoundType1, data)

        round_ = _parse_round_(d.pop("round"))

        def _parse_seed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seed = _parse_seed(d.pop("seed"))

        stage = TrollPartyStateStage(d.pop("stage"))

        status = TrollPartyStatus(d.pop("status"))

        to_act = cast(list[int], d.pop("to_act"))

        turn = d.pop("turn")

        variant = cast(Literal["standard"], d.pop("variant"))
        if variant != "standard":
            raise ValueError(f"variant must match const 'standard', got '{variant}'")

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

        troll_party_state = cls(
            colors=colors,
            discards=discards,
            draw_counter=draw_counter,
            dummy=dummy,
            dummy_deck=dummy_deck,
            first_player=first_player,
            game=game,
            goats=goats,
            hands=hands,
            mode=mode,
            options=options,
            orange_nullify_used=orange_nullify_used,
            order=order,
            pending_chance=pending_chance,
            placements=placements,
            purple_peek=purple_peek,
            resolving=resolving,
            round_=round_,
            seed=seed,
            stage=stage,
            status=status,
            to_act=to_act,
            turn=turn,
            variant=variant,
            sealed=sealed,
            signature=signature,
        )

        troll_party_state.additional_properties = d
        return troll_party_state

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
