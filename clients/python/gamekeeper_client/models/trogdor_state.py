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
from ..models.trogdor_state_phase import TrogdorStatePhase
from ..models.trogdor_status import TrogdorStatus
from ..models.trogdor_variant import TrogdorVariant
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.trogdor_abilities import TrogdorAbilities
    from ..models.trogdor_board_card import TrogdorBoardCard
    from ..models.trogdor_cottage import TrogdorCottage
    from ..models.trogdor_deck import TrogdorDeck
    from ..models.trogdor_options import TrogdorOptions
    from ..models.trogdor_pending_chance import TrogdorPendingChance
    from ..models.trogdor_piece import TrogdorPiece
    from ..models.trogdor_pos import TrogdorPos
    from ..models.trogdor_seat_state import TrogdorSeatState
    from ..models.trogdor_task import TrogdorTask
    from ..models.trogdor_tile import TrogdorTile


T = TypeVar("T", bound="TrogdorState")


@_attrs_define
class TrogdorState:
    """
    Attributes:
        abilities (TrogdorAbilities):
        action_deck (TrogdorDeck):
        active_seat (int): 0-based seat number
        ap (int):
        archer (TrogdorPos):
        board (list[list[TrogdorTile]]):
        board_card (None | TrogdorBoardCard):
        cottages (list[TrogdorCottage]):
        draw_counter (int): chance events resolved so far
        game (Literal['trogdor']):
        knights (list[TrogdorPos]):
        mode (Mode):
        movement_deck (TrogdorDeck):
        options (TrogdorOptions):
        peasants (list[TrogdorPos]):
        pending_chance (None | TrogdorPendingChance):
        phase (TrogdorStatePhase):
        players (int):
        seats (list[TrogdorSeatState]):
        seed (int | None): null in a sealed state: a game's seed would let anyone replay its draws
        status (TrogdorStatus):
        tasks (list[TrogdorTask]):
        to_act (list[int]):
        trog_meter (int):
        trogdor (TrogdorPiece):
        troghammer (None | TrogdorPos):
        troghammer_shuffled_in (bool):
        turn (int):
        variant (TrogdorVariant):
        void (int):
        bonus_ap (int | Unset): Smell the Daisies Default: 0.
        sealed (None | str | Unset): digital mode, games with hidden information: what some seat may not see, encrypted
            by the service (send it back as received)
        signature (None | str | Unset): digital mode: HMAC-SHA256 of the state's canonical JSON, hex
    """

    abilities: TrogdorAbilities
    action_deck: TrogdorDeck
    active_seat: int
    ap: int
    archer: TrogdorPos
    board: list[list[TrogdorTile]]
    board_card: None | TrogdorBoardCard
    cottages: list[TrogdorCottage]
    draw_counter: int
    game: Literal["trogdor"]
    knights: list[TrogdorPos]
    mode: Mode
    movement_deck: TrogdorDeck
    options: TrogdorOptions
    peasants: list[TrogdorPos]
    pending_chance: None | TrogdorPendingChance
    phase: TrogdorStatePhase
    players: int
    seats: list[TrogdorSeatState]
    seed: int | None
    status: TrogdorStatus
    tasks: list[TrogdorTask]
    to_act: list[int]
    trog_meter: int
    trogdor: TrogdorPiece
    troghammer: None | TrogdorPos
    troghammer_shuffled_in: bool
    turn: int
    variant: TrogdorVariant
    void: int
    bonus_ap: int | Unset = 0
    sealed: None | str | Unset = UNSET
    signature: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.trogdor_board_card import TrogdorBoardCard
        from ..models.trogdor_pending_chance import TrogdorPendingChance
        from ..models.trogdor_pos import TrogdorPos

        abilities = self.abilities.to_dict()

        action_deck = self.action_deck.to_dict()

        active_seat = self.active_seat

        ap = self.ap

        archer = self.archer.to_dict()

        board = []
        for board_item_data in self.board:
            board_item = []
            for board_item_item_data in board_item_data:
                board_item_item = board_item_item_data.to_dict()
                board_item.append(board_item_item)

            board.append(board_item)

        board_card: dict[str, Any] | None
        if isinstance(self.board_card, TrogdorBoardCard):
            board_card = self.board_card.to_dict()
        else:
            board_card = self.board_card

        cottages = []
        for cottages_item_data in self.cottages:
            cottages_item = cottages_item_data.to_dict()
            cottages.append(cottages_item)

        draw_counter = self.draw_counter

        game = self.game

        knights = []
        for knights_item_data in self.knights:
            knights_item = knights_item_data.to_dict()
            knights.append(knights_item)

        mode = self.mode.value

        movement_deck = self.movement_deck.to_dict()

        options = self.options.to_dict()

        peasants = []
        for peasants_item_data in self.peasants:
            peasants_item = peasants_item_data.to_dict()
            peasants.append(peasants_item)

        pending_chance: dict[str, Any] | None
        if isinstance(self.pending_chance, TrogdorPendingChance):
            pending_chance = self.pending_chance.to_dict()
        else:
            pending_chance = self.pending_chance

        phase = self.phase.value

        players = self.players

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        seed: int | None
        seed = self.seed

        status = self.status.value

        tasks = []
        for tasks_item_data in self.tasks:
            tasks_item = tasks_item_data.to_dict()
            tasks.append(tasks_item)

        to_act = self.to_act

        trog_meter = self.trog_meter

        trogdor = self.trogdor.to_dict()

        troghammer: dict[str, Any] | None
        if isinstance(self.troghammer, TrogdorPos):
            troghammer = self.troghammer.to_dict()
        else:
            troghammer = self.troghammer

        troghammer_shuffled_in = self.troghammer_shuffled_in

        turn = self.turn

        variant = self.variant.value

        void = self.void

        bonus_ap = self.bonus_ap

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
                "abilities": abilities,
                "action_deck": action_deck,
                "active_seat": active_seat,
                "ap": ap,
                "archer": archer,
                "board": board,
                "board_card": board_card,
                "cottages": cottages,
                "draw_counter": draw_counter,
                "game": game,
                "knights": knights,
                "mode": mode,
                "movement_deck": movement_deck,
                "options": options,
                "peasants": peasants,
                "pending_chance": pending_chance,
                "phase": phase,
                "players": players,
                "seats": seats,
                "seed": seed,
                "status": status,
                "tasks": tasks,
                "to_act": to_act,
                "trog_meter": trog_meter,
                "trogdor": trogdor,
                "troghammer": troghammer,
                "troghammer_shuffled_in": troghammer_shuffled_in,
                "turn": turn,
                "variant": variant,
                "void": void,
            }
        )
        if bonus_ap is not UNSET:
            field_dict["bonus_ap"] = bonus_ap
        if sealed is not UNSET:
            field_dict["sealed"] = sealed
        if signature is not UNSET:
            field_dict["signature"] = signature

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.trogdor_abilities import TrogdorAbilities
        from ..models.trogdor_board_card import TrogdorBoardCard
        from ..models.trogdor_cottage import TrogdorCottage
        from ..models.trogdor_deck import TrogdorDeck
        from ..models.trogdor_options import TrogdorOptions
        from ..models.trogdor_pending_chance import TrogdorPendingChance
        from ..models.trogdor_piece import TrogdorPiece
        from ..models.trogdor_pos import TrogdorPos
        from ..models.trogdor_seat_state import TrogdorSeatState
        from ..models.trogdor_task import TrogdorTask
        from ..models.trogdor_tile import TrogdorTile

        d = dict(src_dict)
        abilities = TrogdorAbilities.from_dict(d.pop("abilities"))

        action_deck = TrogdorDeck.from_dict(d.pop("action_deck"))

        active_seat = d.pop("active_seat")

        ap = d.pop("ap")

        archer = TrogdorPos.from_dict(d.pop("archer"))

        board = []
        _board = d.pop("board")
        for board_item_data in _board:
            board_item = []
            _board_item = board_item_data
            for board_item_item_data in _board_item:
                board_item_item = TrogdorTile.from_dict(board_item_item_data)

                board_item.append(board_item_item)

            board.append(board_item)

        def _parse_board_card(data: object) -> None | TrogdorBoardCard:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                board_card_type_0 = TrogdorBoardCard.from_dict(data)

                return board_card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrogdorBoardCard, data)

        board_card = _parse_board_card(d.pop("board_card"))

        cottages = []
        _cottages = d.pop("cottages")
        for cottages_item_data in _cottages:
            cottages_item = TrogdorCottage.from_dict(cottages_item_data)

            cottages.append(cottages_item)

        draw_counter = d.pop("draw_counter")

        game = cast(Literal["trogdor"], d.pop("game"))
        if game != "trogdor":
            raise ValueError(f"game must match const 'trogdor', got '{game}'")

        knights = []
        _knights = d.pop("knights")
        for knights_item_data in _knights:
            knights_item = TrogdorPos.from_dict(knights_item_data)

            knights.append(knights_item)

        mode = Mode(d.pop("mode"))

        movement_deck = TrogdorDeck.from_dict(d.pop("movement_deck"))

        options = TrogdorOptions.from_dict(d.pop("options"))

        peasants = []
        _peasants = d.pop("peasants")
        for peasants_item_data in _peasants:
            peasants_item = TrogdorPos.from_dict(peasants_item_data)

            peasants.append(peasants_item)

        def _parse_pending_chance(data: object) -> None | TrogdorPendingChance:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_chance_type_0 = TrogdorPendingChance.from_dict(data)

                return pending_chance_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrogdorPendingChance, data)

        pending_chance = _parse_pending_chance(d.pop("pending_chance"))

        phase = TrogdorStatePhase(d.pop("phase"))

        players = d.pop("players")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = TrogdorSeatState.from_dict(seats_item_data)

            seats.append(seats_item)

        def _parse_seed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seed = _parse_seed(d.pop("seed"))

        status = TrogdorStatus(d.pop("status"))

        tasks = []
        _tasks = d.pop("tasks")
        for tasks_item_data in _tasks:
            tasks_item = TrogdorTask.from_dict(tasks_item_data)

            tasks.append(tasks_item)

        to_act = cast(list[int], d.pop("to_act"))

        trog_meter = d.pop("trog_meter")

        trogdor = TrogdorPiece.from_dict(d.pop("trogdor"))

        def _parse_troghammer(data: object) -> None | TrogdorPos:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                troghammer_type_0 = TrogdorPos.from_dict(data)

                return troghammer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrogdorPos, data)

        troghammer = _parse_troghammer(d.pop("troghammer"))

        troghammer_shuffled_in = d.pop("troghammer_shuffled_in")

        turn = d.pop("turn")

        variant = TrogdorVariant(d.pop("variant"))

        void = d.pop("void")

        bonus_ap = d.pop("bonus_ap", UNSET)

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

        trogdor_state = cls(
            abilities=abilities,
            action_deck=action_deck,
            active_seat=active_seat,
            ap=ap,
            archer=archer,
            board=board,
            board_card=board_card,
            cottages=cottages,
            draw_counter=draw_counter,
            game=game,
            knights=knights,
            mode=mode,
            movement_deck=movement_deck,
            options=options,
            peasants=peasants,
            pending_chance=pending_chance,
            phase=phase,
            players=players,
            seats=seats,
            seed=seed,
            status=status,
            tasks=tasks,
            to_act=to_act,
            trog_meter=trog_meter,
            trogdor=trogdor,
            troghammer=troghammer,
            troghammer_shuffled_in=troghammer_shuffled_in,
            turn=turn,
            variant=variant,
            void=void,
            bonus_ap=bonus_ap,
            sealed=sealed,
            signature=signature,
        )

        trogdor_state.additional_properties = d
        return trogdor_state

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
