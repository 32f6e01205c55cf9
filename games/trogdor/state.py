"""Trogdor's internal state: bitmasks for the 5x5 board, tuples for pieces, counts for decks.

A position is ``row * 5 + col`` (0..24, T1). ``burned`` and ``cottages_burning`` are 25-bit
masks; Peasants are a sorted tuple of positions (a multiset); the action deck and its discard
are count tuples aligned with the ruleset's card list; the Movement deck and its discard are
bitmasks over the ruleset's Movement cards. Nothing stores a future draw (DESIGN principle 2).

``tasks`` is the agenda of the turn, first first: each task is ``(name, arg)``, ``arg`` the
task's wire fields (:data:`TASK_FIELDS`): ``("burn", (pos, "trogdor" | None))`` is a burning
Peasant and who set it aflame (T43), ``("protect", ("knight", 2))`` the hits a reactive item
may prevent one of (T52). Chance tasks wait
for a draw, decision tasks for a seat's move, automatic ones run at once
(:mod:`games.trogdor.rules_turn`). ``to_wire``/``from_wire`` convert at the boundary and
round-trip exactly.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
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

ALL = (1 << CELLS) - 1
Task = tuple[str, Any]

#: the turn phase a task belongs to; tasks not listed take the phase of the next one
TASK_PHASE = {
    "deal_keeper": "setup",
    "deal_item": "setup",
    "deal_card": "setup",
    "start_turn": "draw",
    "trade": "draw",
    "draw": "draw",
    "hammer": "draw",
    "choose": "choose",
    "pre": "pre_actions",
    "actions": "actions",
    "path_o": "actions",
    "post": "post_actions",
    "board_draw": "board",
    "pouch": "board",
    "spawn": "board",
    "spawn_choice": "board",
    "peasants": "board",
    "knight": "board",
    "hammer_board": "board",
    "archer": "board",
    "end_turn": "board",
    "rage": "rage",
}
SEAT_TASKS = ("deal_keeper", "deal_item", "deal_card")
#: the wire fields of each task's argument: one field holds the argument itself, more a tuple
TASK_FIELDS: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(SEAT_TASKS, ("seat",)),
    **dict.fromkeys(("knight", "spawn_choice", "rage"), ("n",)),
    "burn": ("pos", "source"),
    "protect": ("source", "n"),
}
#: fields a task may leave null, and what null stands for (T43: a Peasant Trogdor did not light;
#: T52: one hit), so that states given out before those rulings still load
TASK_OPTIONAL = {("burn", "source"): None, ("protect", "n"): 1}
#: what a task's ``source`` may be: who set the Peasant aflame, what hits Trogdor
TASK_SOURCES = {"burn": (None, "trogdor"), "protect": ("knight", "archer")}
#: tasks that carry the game on when they are the last of the agenda
AGENDA_ENDS = ("start_turn", "draw", "choose", "board_draw", "end_turn", "rage")
#: what may come before each of them (the agenda of a reachable state)
AGENDA = {
    "start_turn": {"deal_keeper", "deal_item", "deal_card"},
    "draw": {"trade", "hammer", "hammer_move", "protect"},
    "choose": set(),
    "board_draw": {"pre", "actions", "post", "path_o", "burn", "flask", "protect"},
    "end_turn": {
        "pouch",
        "spawn",
        "spawn_choice",
        "peasants",
        "knight",
        "hammer_board",
        "archer",
        "burn",
        "flask",
        "protect",
        "hammer_move",
    },
    "rage": set(),
}


@dataclass(frozen=True, slots=True)
class SeatInfo:
    keeper: str | None
    item: str | None
    charged: bool
    hand: tuple[str, ...]  # sorted card ids


class Reads:
    """Read-only helpers shared by the frozen state and the rules' working copy."""

    __slots__ = ()

    @property
    def seat(self) -> SeatInfo:
        return self.seats[self.active]

    @property
    def keeper(self) -> str | None:
        return self.seats[self.active].keeper

    def item_seat(self, item: str) -> int | None:
        """T19, T49: the seat that may use ``item`` now: its holder, charged, not used yet this
        turn; in ``published`` only on the holder's own turn."""
        for seat, s in enumerate(self.seats):
            if s.item == item:
                usable = s.charged and item not in self.used
                any_turn = self.variant == "august-draft"
                return seat if usable and (any_turn or seat == self.active) else None
        return None

    def is_lake(self, pos: int) -> bool:
        """The Lake's rules apply at ``pos`` (T4, T11, T42; the ``easy`` map's Lake is plain)."""
        return self.kinds[pos] == "Lake" and not self.rs.lake_is_plain

    def mask(self, kind: str) -> int:
        return _kind_mask(self.kinds, kind)

    @property
    def cottage_mask(self) -> int:
        return _kind_mask(self.kinds, "Cottage")


@dataclass(frozen=True, slots=True)
class TrogState(Reads):
    rs: Ruleset = field(compare=False, hash=False, repr=False)
    options: wire.Options = field(hash=False)
    variant: str
    mode: str
    seed: int
    players: int
    draw_counter: int
    status: str
    turn: int
    kinds: tuple[str, ...]
    burned: int
    cottages_burning: int
    peasants: tuple[int, ...]
    trog_meter: int
    void: int
    trogdor: int
    hiding: bool
    knights: tuple[int, ...]
    troghammer: int | None
    archer: int
    seats: tuple[SeatInfo, ...]
    active: int
    ap: int
    bonus_ap: int
    card: str | None
    used: frozenset[str]
    flips: int
    action_deck: tuple[int, ...]
    action_discard: tuple[int, ...]
    move_deck: int
    move_discard: int
    board_card: int | None
    board_arrow: str | None
    hammer_in: bool
    tasks: tuple[Task, ...]
    #: the seats' moves in this state, worked out once (legal moves, then apply, ask twice);
    #: a memo, not part of the state: not compared, and a changed copy starts without it
    decisions: list[tuple[wire.AnyMove, str]] | None = field(
        default=None, init=False, compare=False, hash=False, repr=False
    )

    @property
    def phase(self) -> str:
        if self.status != "ongoing":
            return "over"
        for name, _ in self.tasks:
            phase = TASK_PHASE.get(name)
            if phase is not None:
                return phase
        return "board"


@lru_cache(maxsize=4096)
def _kind_mask(kinds: tuple[str, ...], kind: str) -> int:
    """The tiles of ``kind`` as a mask (memo by value: a layout's kinds recur all game)."""
    mask = 0
    for i, k in enumerate(kinds):
        if k == kind:
            mask |= 1 << i
    return mask


def kind_mask(state: TrogState, kind: str) -> int:
    return _kind_mask(state.kinds, kind)


def new_state(variant: str, mode: str, seed: int, players: int, options: wire.Options):
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


# --- positions ---------------------------------------------------------------------------


def pos_json(pos: int) -> dict[str, int]:
    return {"row": pos // SIZE, "col": pos % SIZE}


def pos_of(p: wire.Pos | dict) -> int:
    if isinstance(p, dict):
        return p["row"] * SIZE + p["col"]
    return p.row * SIZE + p.col


def pos_text(pos: int) -> str:
    return f"({pos // SIZE},{pos % SIZE})"


def bits(mask: int):
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


# --- internal -> wire --------------------------------------------------------------------


def _counts(rs: Ruleset, counts: tuple[int, ...]) -> dict[str, int]:
    return {rs.cards[i].id: n for i, n in enumerate(counts) if n}


@lru_cache(maxsize=20_000)
def move_ids(rs: Ruleset, mask: int) -> tuple[str, ...]:
    """The ids of the Movement cards in ``mask``, in deck order (memo by value: masks recur)."""
    return tuple(rs.move_cards[i].id for i in bits(mask))


def _move_counts(rs: Ruleset, mask: int) -> dict[str, int]:
    return dict.fromkeys(move_ids(rs, mask), 1)


def task_json(task: Task) -> dict[str, Any]:
    name, arg = task
    out: dict[str, Any] = {"task": name, "seat": None, "pos": None, "n": None, "source": None}
    fields = TASK_FIELDS.get(name, ())
    for field_, value in zip(fields, (arg,) if len(fields) == 1 else arg or (), strict=True):
        out[field_] = pos_json(value) if field_ == "pos" else value
    return out


def to_wire(state: TrogState, pending: dict | None, to_act: tuple[int, ...]) -> dict[str, Any]:
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
        "phase": state.phase,
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
    name = model.task
    values: list[Any] = []
    for field_ in TASK_FIELDS.get(name, ()):
        value = getattr(model, field_)
        if value is None:
            if (name, field_) not in TASK_OPTIONAL:
                raise InvalidState(f"task {name!r} needs its {field_}")
            value = TASK_OPTIONAL[name, field_]
        values.append(pos_of(value) if field_ == "pos" else value)
    if name in TASK_SOURCES and model.source not in TASK_SOURCES[name]:
        raise InvalidState(
            f"task {name!r}: source {model.source!r} is not one of {TASK_SOURCES[name]}"
        )
    if not values:
        return (name, None)
    return (name, values[0] if len(values) == 1 else tuple(values))


def _used(model: wire.State) -> frozenset[str]:
    """``abilities.used``; states given out before T49 wrote the active seat's item "item"."""
    used = frozenset(model.abilities.used)
    if "item" not in used or model.active_seat >= len(model.seats):
        return used
    item = model.seats[model.active_seat].item
    return used - {"item"} | ({item} if item else set())


def from_wire(model: wire.State) -> TrogState:
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
    cottage_mask = _kind_mask(kinds_t, "Cottage")
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
        for c in s.hand:
            if c not in rs.card_index:
                raise InvalidState(f"seats: unknown action card {c!r}")
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
        kinds=kinds_t,
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
    burning = sum(1 for name, _ in state.tasks if name in ("burn", "flask"))
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
        len(state.knights) == 2 or state.status != "ongoing" or state.phase == "rage",
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
        for c in s.hand:
            held[rs.card_index[c]] += 1
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
    board_steps = {"pouch", "spawn", "spawn_choice", "peasants", "knight", "hammer_board"}
    board_steps |= {"archer", "end_turn"}
    if state.board_card is None:
        require(not board_steps & set(names), "the board phase's steps need its Movement card")
    elif state.status == "ongoing" and "rage" not in names:
        require("end_turn" in names, "a Movement card in play belongs to a board phase")
        require("board_draw" not in names, "one board phase's Movement card at a time")
    if "hammer_move" in names:
        require(state.troghammer is not None, "T12: only a Troghammer on the board moves")
    if "rage" in names:
        require(names == ["rage"], "T16: Fiery Rage is all that is left to do")
    for name, arg in state.tasks:
        if name in SEAT_TASKS:
            require(0 <= arg < state.players, f"task {name} names seat {arg}, not a seat")
        if name == "burn":
            require(not state.is_lake(arg[0]), "T42: a Peasant set aflame on the Lake does not run")
        if name == "protect":
            require(arg[1] >= 1, "a reactive item protects from one hit or more (T52)")
    if state.status == "ongoing":
        require(bool(state.tasks), "an ongoing game has something to do")
        last = state.tasks[-1][0]
        require(
            last in AGENDA_ENDS,
            f"the agenda cannot end with {last!r}: the turn would stop there",
        )
        strays = sorted({n for n in names[:-1] if n not in AGENDA[last]})
        require(not strays, f"tasks {strays} do not belong before {last!r}")
    else:
        require(not state.tasks, "a finished game has nothing to do")
