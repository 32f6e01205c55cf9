"""A Trogdor position: the frozen state, and the reads and changes its rules share with a draft.

A position is ``row * 5 + col`` (0..24, T1). ``burned`` and ``cottages_burning`` are 25-bit
masks; Peasants are a sorted tuple of positions (a multiset); the action deck and its discard
are count tuples aligned with the ruleset's card list; the Movement deck and its discard are
bitmasks over the ruleset's Movement cards. Nothing stores a future draw (DESIGN principle 2).

``tasks`` is the agenda of the turn, first first: each task is ``(name, arg)``, declared in
:mod:`games.trogdor.tasks`. Wire conversion and invariants are in :mod:`games.trogdor.state`.
"""

from __future__ import annotations

from dataclasses import field
from functools import lru_cache
from typing import Any

from games.core.record import Fields, fields, record
from games.trogdor import wire
from games.trogdor.content import CELLS, SIZE, MoveCard, Ruleset

ALL = (1 << CELLS) - 1
Task = tuple[str, Any]


@record
class SeatInfo:
    """A seat's keeper, item and hand: a nested record, replaced whole when it changes."""

    keeper: str | None
    item: str | None
    charged: bool
    hand: tuple[str, ...]  # sorted card ids


@fields
class TrogFields(Fields):
    """A Trogdor state's fields, the reads its rules share and the changes they make: the frozen
    state (:class:`TrogState`) and a move's draft (``games.core.record``) are both of these.
    Nested records (``SeatInfo``) are replaced, never written through."""

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
    #: the hash, once computed (see ``_kept_hash``): a memo, not part of the state
    hash_memo: int | None = field(default=None, init=False)

    # --- reads ---------------------------------------------------------------------------------

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
        """The tiles of ``kind``: the ruleset's own masks while the layout is the ruleset's (all
        but a Tunnel Warp's or a posed state's), without hashing the 25 kinds."""
        if self.kinds is self.rs.kinds:
            return self.rs.kind_masks[kind]
        return kinds_mask(self.kinds, kind)

    @property
    def cottage_mask(self) -> int:
        return self.mask("Cottage")

    @property
    def in_play(self) -> MoveCard:
        """The board phase's Movement card: its steps run only while one is in play."""
        assert self.board_card is not None, "the board phase's steps need its Movement card"
        return self.rs.move_cards[self.board_card]

    @property
    def arrow(self) -> str:
        """Where the Peasants step this board phase: the card's arrow, or the Pouch's turn."""
        assert self.board_arrow is not None, "the board phase's steps need its Movement card"
        return self.board_arrow

    # --- changes (a draft's) -------------------------------------------------------------------

    def set_charged(self, seat: int, charged: bool) -> None:
        s = self.seats[seat]
        self.put_seat(seat, SeatInfo(s.keeper, s.item, charged, s.hand))

    def set_hand(self, seat: int, hand: tuple[str, ...]) -> None:
        """``seat``'s hand is now ``hand`` (sorted card ids)."""
        s = self.seats[seat]
        self.put_seat(seat, SeatInfo(s.keeper, s.item, s.charged, hand))

    def put_seat(self, seat: int, info: SeatInfo) -> None:
        """A seat changed: its record replaced (callers build the new ``SeatInfo``)."""
        self.seats = (*self.seats[:seat], info, *self.seats[seat + 1 :])

    def use_item(self, seat: int, item: str) -> None:
        """T49: ``seat`` uses its ``item``: discharged, and used this turn (once per turn)."""
        self.set_charged(seat, False)
        self.used = self.used | {item}

    def push(self, *tasks: Task) -> None:
        """``tasks`` go in front of the agenda, in order."""
        self.tasks = (*tasks, *self.tasks)

    def pop(self) -> Task:
        """The first task, taken off the agenda."""
        task = self.tasks[0]
        self.tasks = self.tasks[1:]
        return task


@record
class TrogState(TrogFields):  # type: ignore[misc]  # frozen fields of a writable declaration
    """A Trogdor state: frozen (its draft, in a move being applied, is a ``TrogFields``)."""


_fields_hash = TrogState.__hash__


def _kept_hash(state: TrogState) -> int:
    """The hash ``dataclass`` generates for the state's compared fields, computed once per
    state: the turn planner's tables hash each state two or three times, ~35 fields each."""
    found = state.hash_memo
    if found is None:
        found = _fields_hash(state)
        object.__setattr__(state, "hash_memo", found)
    return found


TrogState.__hash__ = _kept_hash  # type: ignore[method-assign,assignment]


@lru_cache(maxsize=4096)
def kinds_mask(kinds: tuple[str, ...], kind: str) -> int:
    """The tiles of ``kind`` as a mask (memo by value: a layout's kinds recur all game)."""
    mask = 0
    for i, k in enumerate(kinds):
        if k == kind:
            mask |= 1 << i
    return mask


def pos_json(pos: int) -> dict[str, int]:
    return {"row": pos // SIZE, "col": pos % SIZE}


def pos_of(p: wire.Pos | dict[str, int]) -> int:
    if isinstance(p, dict):
        return p["row"] * SIZE + p["col"]
    return p.row * SIZE + p.col


#: each position as a label writes it, "(row,col)"
POS_TEXT = tuple(f"({pos // SIZE},{pos % SIZE})" for pos in range(CELLS))


def pos_text(pos: int) -> str:
    return POS_TEXT[pos]


#: each byte value's set bits, as positions; one table per byte of a mask (made as needed)
_BYTE_BITS = tuple(tuple(i for i in range(8) if b >> i & 1) for b in range(256))
_BITS_AT: list[tuple[tuple[int, ...], ...]] = []


def bits(mask: int) -> list[int]:
    """The positions of ``mask``'s set bits, lowest first: a byte at a time, by table (a
    Movement deck's 52 bits in 7 steps, not one step per card)."""
    out: list[int] = []
    k = 0
    while mask:
        if k == len(_BITS_AT):
            _BITS_AT.append(tuple(tuple(8 * k + i for i in b) for b in _BYTE_BITS))
        out += _BITS_AT[k][mask & 255]
        mask >>= 8
        k += 1
    return out


def move_ids(rs: Ruleset, mask: int) -> tuple[str, ...]:
    """The ids of the Movement cards in ``mask``, in deck order."""
    return tuple(rs.move_cards[i].id for i in bits(mask))
