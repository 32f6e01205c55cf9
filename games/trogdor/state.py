"""Trogdor's state at the boundary: set-up, wire conversion and invariants.

The state itself (:class:`~games.trogdor.position.TrogState`) is bitmasks for the 5x5 board,
tuples for pieces and counts for decks. Its ``tasks`` are the agenda of the turn, first first:
each task is ``(name, arg)``, ``arg`` the task's wire fields (``TaskType.fields``,
:mod:`games.trogdor.tasks`): ``("burn", (pos, "trogdor" | None))`` is a burning Peasant and who
set it aflame (T43), ``("protect", ("knight", 2))`` the hits a reactive item may prevent one of
(T52). ``to_wire``/``from_wire`` convert at the boundary and round-trip exactly.
"""

from __future__ import annotations

from typing import Any

from games.core.errors import GameError, InvalidState, require
from games.trogdor import wire
from games.trogdor.content import (
    CELLS,
    PEASANTS,
    SIZE,
    TROGHAMMER,
    Ruleset,
    item_ids,
    keeper_ids,
    ruleset,
)
from games.trogdor.position import (
    ALL,
    SeatInfo,
    Task,
    bits,
    kinds_mask,
    move_ids,
    pos_json,
    pos_of,
)
from games.trogdor.position import (
    TrogState as TrogState,  # the state's type, where solvers import it from
)
from games.trogdor.tasks import TASKS


def phase(state: TrogState) -> str:
    """The turn's phase: the phase of the first task that has one (``over`` once finished)."""
    if state.status != "ongoing":
        return "over"
    for name, _ in state.tasks:
        found = TASKS[name].phase
        if found is not None:
            return found
    return "board"


def new_state(variant: str, mode: str, seed: int, players: int, options: wire.Options) -> TrogState:
    """Set-up (rulebooks, Components and Setup; T30-T32): deals still pending as chance."""
    rs = ruleset(variant, options)
    tasks: list[Task] = []
    seats = []
    for seat in range(players):
        keeper = options.keepers[seat] if options.keepers else None
        item = options.items[seat] if options.items else None
        seats.append(SeatInfo(keeper, item, True, ()))
        if keeper is None:
            tasks.append(("deal_keeper", seat))
    for seat in range(players):
        if seats[seat].item is None:
            tasks.append(("deal_item", seat))
    tasks.extend(("deal_card", seat) for seat in range(players))
    tasks.append(("start_turn", None))
    deck = tuple(0 if c.id == TROGHAMMER else c.copies for c in rs.cards)
    return TrogState(
        rs=rs,
        options=options,
        variant=variant,
        mode=mode,
        seed=seed,
        players=players,
        draw_counter=0,
        status="ongoing",
        turn=1,
        kinds=rs.kinds,
        burned=0,
        cottages_burning=0,
        peasants=rs.peasants,
        trog_meter=rs.trog_meter,
        void=PEASANTS - len(rs.peasants) - rs.trog_meter,
        trogdor=rs.trogdor,
        hiding=False,
        knights=rs.knights,
        troghammer=None,
        archer=rs.archer,
        seats=tuple(seats),
        active=0,
        ap=0,
        bonus_ap=0,
        card=None,
        used=frozenset(),
        flips=0,
        action_deck=deck,
        action_discard=tuple(0 for _ in rs.cards),
        move_deck=rs.all_moves_mask,
        move_discard=0,
        board_card=None,
        board_arrow=None,
        hammer_in=False,
        tasks=tuple(tasks),
    )


# --- internal -> wire --------------------------------------------------------------------


def _counts(rs: Ruleset, counts: tuple[int, ...]) -> dict[str, int]:
    return {rs.cards[i].id: n for i, n in enumerate(counts) if n}


def _move_counts(rs: Ruleset, mask: int) -> dict[str, int]:
    return dict.fromkeys(move_ids(rs, mask), 1)


def task_json(task: Task) -> dict[str, Any]:
    name, arg = task
    out: dict[str, Any] = {"task": name, "seat": None, "pos": None, "n": None, "source": None}
    fields = TASKS[name].fields
    for field_, value in zip(fields, (arg,) if len(fields) == 1 else arg or (), strict=True):
        out[field_] = pos_json(value) if field_ == "pos" else value
    return out


def to_wire(
    state: TrogState, pending: dict[str, Any] | None, to_act: tuple[int, ...]
) -> dict[str, Any]:
    rs = state.rs
    cottages = [
        {"pos": pos_json(p), "burning": bool(state.cottages_burning >> p & 1)}
        for p in bits(state.cottage_mask)
    ]
    board_card = None
    if state.board_card is not None:
        board_card = {"card": rs.move_cards[state.board_card].id, "arrow": state.board_arrow}
    return {
        "game": "trogdor",
        "variant": state.variant,
        "mode": state.mode,
        "seed": state.seed,
        "status": state.status,
        "to_act": list(to_act),
        "pending_chance": pending,
        "turn": state.turn,
        "draw_counter": state.draw_counter,
        "options": state.options.model_dump(mode="json"),
        "players": state.players,
        "phase": phase(state),
        "board": [
            [
                {
                    "kind": state.kinds[r * SIZE + c],
                    "burned": bool(state.burned >> (r * SIZE + c) & 1),
                }
                for c in range(SIZE)
            ]
            for r in range(SIZE)
        ],
        "cottages": cottages,
        "peasants": [pos_json(p) for p in state.peasants],
        "trog_meter": state.trog_meter,
        "void": state.void,
        "trogdor": {"pos": pos_json(state.trogdor), "hiding": state.hiding},
        "knights": [pos_json(p) for p in state.knights],
        "troghammer": None if state.troghammer is None else pos_json(state.troghammer),
        "archer": pos_json(state.archer),
        "seats": [
            {"keeper": s.keeper, "item": s.item, "item_charged": s.charged, "hand": list(s.hand)}
            for s in state.seats
        ],
        "active_seat": state.active,
        "ap": state.ap,
        "bonus_ap": state.bonus_ap,
        "abilities": {"card": state.card, "used": sorted(state.used), "flips": state.flips},
        "action_deck": {
            "cards": _counts(rs, state.action_deck),
            "discard": _counts(rs, state.action_discard),
        },
        "movement_deck": {
            "cards": _move_counts(rs, state.move_deck),
            "discard": _move_counts(rs, state.move_discard),
        },
        "board_card": board_card,
        "troghammer_shuffled_in": state.hammer_in,
        "tasks": [task_json(t) for t in state.tasks],
    }


# --- wire -> internal --------------------------------------------------------------------


def _card_counts(rs: Ruleset, counts: dict[str, int], what: str) -> tuple[int, ...]:
    out = [0] * len(rs.cards)
    for card_id, n in counts.items():
        if card_id not in rs.card_index:
            raise InvalidState(f"{what}: unknown action card {card_id!r}")
        out[rs.card_index[card_id]] = n
    return tuple(out)


def _move_mask(rs: Ruleset, counts: dict[str, int], what: str) -> int:
    mask = 0
    for card_id, n in counts.items():
        if card_id not in rs.move_index:
            raise InvalidState(f"{what}: unknown Movement card {card_id!r}")
        if n != 1:
            raise InvalidState(f"{what}: Movement card {card_id} is unique, found {n}")
        mask |= 1 << rs.move_index[card_id]
    return mask


def _task(model: wire.Task) -> Task:
    task = TASKS[model.task]
    values: list[Any] = []
    for field_ in task.fields:
        value = getattr(model, field_)
        if value is None:
            if field_ not in task.optional:
                raise InvalidState(f"task {task.name!r} needs its {field_}")
            value = task.optional[field_]
        values.append(pos_of(value) if field_ == "pos" else value)
    if task.sources is not None and model.source not in task.sources:
        raise InvalidState(
            f"task {task.name!r}: source {model.source!r} is not one of {task.sources}"
        )
    if not values:
        return (task.name, None)
    return (task.name, values[0] if len(values) == 1 else tuple(values))


def _used(model: wire.State) -> frozenset[str]:
    """``abilities.used``; states given out before T49 wrote the active seat's item "item"."""
    used = frozenset(model.abilities.used)
    if "item" not in used or model.active_seat >= len(model.seats):
        return used
    item = model.seats[model.active_seat].item
    return used - {"item"} | ({item} if item else set())


def from_wire(model: wire.State) -> TrogState:
    if model.seed is None:  # Game.from_wire refuses it first: a sealed state's readable part
        raise InvalidState("a whole state has its seed")
    try:
        rs = ruleset(model.variant, model.options)
    except (GameError, ValueError) as error:  # options that no ruleset can be made of
        raise InvalidState(f"options: {getattr(error, 'detail', error)}") from error
    kinds = []
    burned = 0
    for r, row in enumerate(model.board):
        if len(row) != SIZE:
            raise InvalidState("T32: the board is 5 rows of 5 tiles")
        for c, tile in enumerate(row):
            kinds.append(tile.kind)
            if tile.burned:
                burned |= 1 << (r * SIZE + c)
    kinds_t = tuple(kinds)
    cottage_mask = kinds_mask(kinds_t, "Cottage")
    burning = 0
    listed = 0
    for cottage in model.cottages:
        p = pos_of(cottage.pos)
        listed |= 1 << p
        if cottage.burning:
            burning |= 1 << p
    if listed != cottage_mask:
        raise InvalidState("T31: the 3 Cottages stand on the 3 Cottage tiles")
    card = model.board_card
    board_card = None
    if card is not None:
        if card.card not in rs.move_index:
            raise InvalidState(f"board_card: unknown Movement card {card.card!r}")
        board_card = rs.move_index[card.card]
    seats = []
    for s in model.seats:
        for card_id in s.hand:
            if card_id not in rs.card_index:
                raise InvalidState(f"seats: unknown action card {card_id!r}")
        seats.append(SeatInfo(s.keeper, s.item, s.item_charged, tuple(sorted(s.hand))))
    return TrogState(
        rs=rs,
        options=model.options,
        variant=model.variant,
        mode=model.mode,
        seed=model.seed,
        players=model.players,
        draw_counter=model.draw_counter,
        status=model.status,
        turn=model.turn,
        kinds=rs.kinds if kinds_t == rs.kinds else kinds_t,  # the ruleset's, masks made
        burned=burned,
        cottages_burning=burning,
        peasants=tuple(sorted(pos_of(p) for p in model.peasants)),
        trog_meter=model.trog_meter,
        void=model.void,
        trogdor=pos_of(model.trogdor.pos),
        hiding=model.trogdor.hiding,
        knights=tuple(pos_of(p) for p in model.knights),
        troghammer=None if model.troghammer is None else pos_of(model.troghammer),
        archer=pos_of(model.archer),
        seats=tuple(seats),
        active=model.active_seat,
        ap=model.ap,
        bonus_ap=model.bonus_ap,
        card=model.abilities.card,
        used=_used(model),
        flips=model.abilities.flips,
        action_deck=_card_counts(rs, model.action_deck.cards, "action_deck"),
        action_discard=_card_counts(rs, model.action_deck.discard, "action_deck discard"),
        move_deck=_move_mask(rs, model.movement_deck.cards, "movement_deck"),
        move_discard=_move_mask(rs, model.movement_deck.discard, "movement_deck discard"),
        board_card=board_card,
        board_arrow=card.arrow if card is not None else None,
        hammer_in=model.troghammer_shuffled_in,
        tasks=tuple(_task(t) for t in model.tasks),
    )


# --- invariants ----------------------------------------------------------------------------


def check_invariants(state: TrogState) -> None:
    """Conservation and consistency: what any reachable (or hand-posed) state satisfies."""
    rs = state.rs
    if state.kinds is not rs.kinds:  # Tunnel Warp, or a posed state: count again
        require(len(state.kinds) == CELLS, "T31: 25 tiles")
        counts = {k: state.kinds.count(k) for k in set(state.kinds)}
        require(counts.get("Cottage", 0) == 3, "T31: 3 Cottage tiles")
        require(counts.get("Tunnel", 0) == 2, "T31: 2 Tunnel tiles")
        require(counts.get("Lake", 0) <= 1, "T31: at most one Lake")
    require(state.cottages_burning & ~state.cottage_mask == 0, "only Cottages burn")
    require(0 <= state.burned <= ALL, "burned tiles are on the board")
    burning = sum(1 for name, _ in state.tasks if TASKS[name].holds_peasant)
    total = len(state.peasants) + burning + state.trog_meter + state.void
    require(
        total == PEASANTS,
        f"T8: board + burning + Trog-Meter + Void must be 7 Peasants, found {total}",
    )
    require(state.trog_meter >= 0 and state.void >= 0, "T8: no negative counts")
    for p in (*state.peasants, state.trogdor, *state.knights, state.archer):
        require(0 <= p < CELLS, "a piece is off the board")
    if state.troghammer is not None:
        require(0 <= state.troghammer < CELLS, "the Troghammer is off the board")
    require(
        len(state.knights) == 2 or state.status != "ongoing" or phase(state) == "rage",
        "two Knights until Fiery Rage",
    )
    require(state.ap >= 0, "AP is never negative")
    require(len(state.seats) == state.players, "one seat per player")
    require(0 <= state.active < state.players, "the active seat is a seat")
    for s in state.seats:
        require(s.keeper is None or s.keeper in keeper_ids(), f"unknown keeper {s.keeper!r}")
        require(s.item is None or s.item in item_ids(), f"unknown item {s.item!r}")
    keepers = [s.keeper for s in state.seats if s.keeper is not None]
    items = [s.item for s in state.seats if s.item is not None]
    require(len(set(keepers)) == len(keepers), "keepers are distinct")
    require(len(set(items)) == len(items), "items are distinct")
    # the action deck is conserved: hands + deck + discard (+ Troghammer cards set aside)
    held = [0] * len(rs.cards)
    for s in state.seats:
        for card_id in s.hand:
            held[rs.card_index[card_id]] += 1
    for i, c in enumerate(rs.cards):
        n = held[i] + state.action_deck[i] + state.action_discard[i]
        if c.id == TROGHAMMER:
            require(held[i] == 0, "Troghammer cards are never held")
            expected = c.copies if state.hammer_in else 0
            require(n == expected, f"T12: {expected} Troghammer cards in play, found {n}")
        else:
            require(n == c.copies, f"the {c.id} cards must number {c.copies}, found {n}")
    # the Movement deck is conserved: deck + discard + the phase-two card in play
    in_play = 0 if state.board_card is None else 1 << state.board_card
    require(state.move_deck & state.move_discard == 0, "a Movement card is in one pile")
    require((state.move_deck | state.move_discard) & in_play == 0, "the card in play is out")
    require(
        state.move_deck | state.move_discard | in_play == rs.all_moves_mask,
        "every Movement card is in the deck, the discard or in play",
    )
    require((state.board_card is None) == (state.board_arrow is None), "board card and arrow")
    names = [name for name, _ in state.tasks]
    if state.board_card is None:
        require(
            not any(TASKS[n].board_step for n in names),
            "the board phase's steps need its Movement card",
        )
    elif state.status == "ongoing" and "rage" not in names:
        require("end_turn" in names, "a Movement card in play belongs to a board phase")
        require("board_draw" not in names, "one board phase's Movement card at a time")
    if "hammer_move" in names:
        require(state.troghammer is not None, "T12: only a Troghammer on the board moves")
    if "rage" in names:
        require(names == ["rage"], "T16: Fiery Rage is all that is left to do")
    for name, arg in state.tasks:
        if "seat" in TASKS[name].fields:
            require(0 <= arg < state.players, f"task {name} names seat {arg}, not a seat")
        if name == "burn":
            require(not state.is_lake(arg[0]), "T42: a Peasant set aflame on the Lake does not run")
        if name == "protect":
            require(arg[1] >= 1, "a reactive item protects from one hit or more (T52)")
    if state.status == "ongoing":
        require(bool(state.tasks), "an ongoing game has something to do")
        last = state.tasks[-1][0]
        require(
            TASKS[last].ends_agenda,
            f"the agenda cannot end with {last!r}: the turn would stop there",
        )
        strays = sorted({n for n in names[:-1] if last not in TASKS[n].followed_by})
        require(not strays, f"tasks {strays} do not belong before {last!r}")
    else:
        require(not state.tasks, "a finished game has nothing to do")
