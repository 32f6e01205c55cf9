"""A dedicated model of Trogdor's actions for the exact search: integers and make/unmake.

The engine's ``apply`` copies a 36-field state per move and builds events and labels; the
search needs none of that. This model holds the part of a position Trogdor's actions change
as a handful of integers (burned tiles and burning Cottages as bitboards, the Peasants as a
packed count per tile, Trogdor's tile, AP, health, the Movement deck as a mask, the burning
Peasants still to run as a tuple of tiles) and the rest as constants of the turn (the map,
the Knights, the Archer, the card and keeper). A move is made in place and undone from an
undo log (the previous values, one tuple a move).

It covers a position (:func:`covered`) when what is left of phase one is Trogdor's actions,
perhaps after burning Peasants' runs or a Shield's decision, followed by the board phase's
draw; the card has no power left to use during the actions (a card with a power after them
is left to the engine); and every item that may be used or recharged before the board phase
is one the model plays: That Dog Tennis Ball Thing, Two Gross Beans, Disk of Healing, the
Ring of Voip and the Shield of Cumberdale (T13, T19, T49, T52; the Baubles of Astray, which
move the Knights, and Ye Flask of Denis are left to the engine). There the rules it plays are
T2-T5, T8, T11, T13-T15, T42, T49, T52 and the cards and keepers that change them
(Consummate V's, Cranjegg, Wraparound, Stonklar, Galgabudge, Hegeltha, Invisibility, Stump &
Rock). It is built from the engine's
state fields only and checked against the engine's ``legal_moves``, ``apply`` and
``chance_outcomes`` move by move (``tests/solvers/test_trogdor_model.py``).

Actions are small ints, ``kind * 32 + tile``; a draw is the Movement card's index.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from games.trogdor.state import TrogState
from solvers.trogdor import objective

SIZE = 5
CELLS = 25
ALL = (1 << CELLS) - 1

# action kinds (an action is kind * 32 + tile; the tile is the target, or 0)
MOVE, JUMP, BURN_COTTAGE, BURN_TILE, BURN_PEASANT, CHOMP, HIDE, END = range(8)
# items (T19, T49): the Tennis Ball burns a tile or an eligible Cottage, the Beans give 2 AP,
# the Disk heals from the Void, the Ring takes Trogdor to any tile; the Shield prevents one
# hit of the Knights Trogdor enters (T52)
BALL_TILE, BALL_COTTAGE, BEANS, DISK, SHIELD, TAKE_HITS, RING = range(8, 15)
KINDS = 15

_ORTHOGONAL = ((-1, 0, "N"), (0, 1, "E"), (1, 0, "S"), (0, -1, "W"))
_DIAGONAL = ((-1, 1, "NE"), (1, 1, "SE"), (1, -1, "SW"), (-1, -1, "NW"))
_DELTA = {d: (dr, dc) for dr, dc, d in _ORTHOGONAL + _DIAGONAL}


def _step(pos: int, dr: int, dc: int, wrap: bool) -> int:
    r, c = divmod(pos, SIZE)
    r, c = r + dr, c + dc
    if wrap:
        return (r % SIZE) * SIZE + c % SIZE
    return r * SIZE + c if 0 <= r < SIZE and 0 <= c < SIZE else -1


def _targets(here: int, diagonal: bool, wrap: bool) -> tuple[int, ...]:
    """T2: the tiles one step takes Trogdor to (orthogonal, and diagonal with a power)."""
    out: list[int] = []
    for dr, dc, _ in _ORTHOGONAL + (_DIAGONAL if diagonal else ()):
        q = _step(here, dr, dc, wrap)
        if q >= 0 and q != here and q not in out:
            out.append(q)
    return tuple(out)


#: Trogdor's steps per (diagonal, wrap) and tile
TARGETS = {
    (d, w): tuple(_targets(p, d, w) for p in range(CELLS))
    for d in (False, True)
    for w in (False, True)
}
#: a burning Peasant's step (enemies and runs wrap around, T1, T11)
WRAP = {d: tuple(_step(p, dr, dc, True) for p in range(CELLS)) for d, (dr, dc) in _DELTA.items()}
#: T4: a Cottage burns once its tile and its neighbours have; a Lake once its orthogonal ones
AROUND = tuple(
    sum(1 << q for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (q := _step(p, dr, dc, False)) >= 0)
    for p in range(CELLS)
)
ORTH = tuple(
    sum(1 << q for dr, dc, _ in _ORTHOGONAL if (q := _step(p, dr, dc, False)) >= 0)
    for p in range(CELLS)
)

#: the items Trogdor's actions may use or trigger (T19, T49, T52, T43), and those a visit,
#: a burned Cottage or a heal recharges during them (T13)
ACTING_ITEMS = frozenset(
    (
        "that-dog-tennis-ball-thing",
        "ring-of-voip",
        "two-gross-beans",
        "disk-of-healing",
        "baubles-of-astray",
        "shield-of-cumberdale",
        "ye-flask-of-denis",
    )
)
RECHARGED_IN_ACTIONS = frozenset(
    (
        "ring-of-voip",
        "two-gross-beans",
        "baubles-of-astray",
        "shield-of-cumberdale",
        "ye-flask-of-denis",
    )
)
BALL = "that-dog-tennis-ball-thing"
BEANS_ITEM = "two-gross-beans"
DISK_ITEM = "disk-of-healing"
SHIELD_ITEM = "shield-of-cumberdale"
RING_ITEM = "ring-of-voip"
#: the items the model plays, in :attr:`Model.items` order (T13: the Beans recharge on a visit
#: to a Forest, the Shield on a heal, the Ring when a Cottage or its tile burns; the Ball and
#: the Disk not during the actions)
MODELLED = (BALL, BEANS_ITEM, DISK_ITEM, SHIELD_ITEM, RING_ITEM)
I_BALL, I_BEANS, I_DISK, I_SHIELD, I_RING = range(5)
#: an item's state in the model: cannot be used this turn, usable, discharged but recharged
#: by its trigger (then usable)
SPENT, USABLE, RECHARGEABLE = 0, 1, 2
#: cards with a power to use during the actions (T17)
DURING_CARDS = ("sidewise", "slantwise")


def covered(state: TrogState) -> bool:
    """Whether the model plays the rest of ``state``'s phase one exactly (see the module
    docstring): burning Peasants' runs, Trogdor's actions, then the board phase's draw."""
    if state.status != "ongoing":
        return False
    tasks = state.tasks
    n = len(tasks)
    i = 0
    while i < n and tasks[i][0] == "burn":
        i += 1
    if i == 0 and n and tasks[0][0] == "protect":  # a Shield's decision (T52)
        if tasks[0][1][0] != "knight":
            return False
        i = 1
    if n - i != 2 or tasks[i] != ("actions", None) or tasks[i + 1] != ("board_draw", None):
        return False
    if state.card in DURING_CARDS and state.card not in state.used:
        return False
    items = item_states(state)
    return all(item in MODELLED for item, how in items.items() if how != SPENT)


def item_states(state: TrogState) -> dict[str, int]:
    """Each item's :data:`SPENT`, :data:`USABLE` or :data:`RECHARGEABLE` for the rest of the
    actions (T49: usable by its owner, on the owner's turn in ``published``, once a turn;
    T13: only the active seat's item recharges)."""
    out = {}
    for seat, s in enumerate(state.seats):
        item = s.item
        if item is None or item not in ACTING_ITEMS:
            continue
        how = SPENT
        if item not in state.used:
            own = seat == state.active
            if s.charged and (own or state.variant == "august-draft"):
                how = USABLE
            elif not s.charged and own and item in RECHARGED_IN_ACTIONS:
                how = RECHARGEABLE
        out[item] = how
    return out


def context(state: TrogState) -> tuple[Any, ...]:
    """What a :class:`Model` takes as constant from ``state``: positions with the same context
    share a model (and the search's table)."""
    return (
        state.rs.key,
        state.variant,
        state.kinds,
        state.knights,
        state.troghammer,
        state.archer,
        state.card,
        state.seats[state.active].keeper,
        objective.WEIGHTS,
    )


def _walk(start: int, path: tuple[str, ...]) -> tuple[int, ...]:
    """The tiles a run from ``start`` along ``path`` steps on, in order (wrapping, T11)."""
    out = []
    for d in path:
        start = WRAP[d][start]
        out.append(start)
    return tuple(out)


@cache
def _walks(paths: tuple[tuple[str, ...], ...]) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Every tile's run along each of ``paths`` (a variant's Movement deck: a handful of
    decks, so worked out once each, not per model)."""
    return tuple(tuple(_walk(p, path) for path in paths) for p in range(CELLS))


def _pack(peasants: tuple[int, ...]) -> int:
    """The Peasants as a count per tile, 3 bits a tile (there are 7 Peasants, T8)."""
    packed = 0
    for p in peasants:
        packed += 1 << 3 * p
    return packed


def unpack(packed: int) -> tuple[int, ...]:
    """The Peasants' tiles, sorted, as the engine lists them."""
    out: list[int] = []
    for p in range(CELLS):
        out.extend((p,) * (packed >> 3 * p & 7))
    return tuple(out)


class Model:
    """One turn's actions: constants from the state it was built from, and the changing part
    as integers (see :meth:`key`). ``make``/``draw`` change it in place; ``unmake`` undoes the
    last one."""

    __slots__ = (
        "ap",
        "archer",
        "block",
        "boards",
        "burned",
        "burns",
        "card_paths",
        "cburn",
        "cottage_mask",
        "cottages",
        "dead_value",
        "deck",
        "diagonal",
        "discard",
        "done",
        "forest",
        "gains",
        "hide_mask",
        "hiding",
        "invisible",
        "items",
        "knights_at",
        "lake",
        "levels",
        "meter",
        "npeas",
        "packed",
        "pending",
        "published",
        "risks",
        "stump",
        "stump_mask",
        "trog",
        "tunnels",
        "twins",
        "undo",
        "void",
        "walks",
        "weights",
        "wrap",
    )

    #: None while the actions go on; else how phase one ended: "board" (the actions ended),
    #: "victory" (T15) or "dead" (T8, T16)
    done: str | None
    #: the values each make or draw changed, last first
    undo: list[tuple[Any, ...]]

    def __init__(self, state: TrogState) -> None:
        assert covered(state), "the model covers only Trogdor's actions (see covered)"
        kinds = state.kinds
        rs = state.rs
        self.cottage_mask = state.cottage_mask
        self.cottages = objective.cottage_squares(self.cottage_mask)
        lake = 0
        if not rs.lake_is_plain:
            lake = sum(1 << p for p in range(CELLS) if kinds[p] == "Lake")
        self.lake = lake
        keeper = state.seats[state.active].keeper
        card = state.card
        self.diagonal = card == "consummate-vs" or keeper == "cranjegg"
        self.wrap = card == "wraparound" or keeper == "stonklar"
        tunnels = sum(1 << p for p in range(CELLS) if kinds[p] == "Tunnel")
        mountains = sum(1 << p for p in range(CELLS) if kinds[p] == "Mountain")
        self.tunnels = tunnels | (mountains if keeper == "galgabudge" else 0)
        self.hide_mask = ALL & ~self.cottage_mask if keeper == "hegeltha" else mountains
        self.forest = sum(1 << p for p in range(CELLS) if kinds[p] == "Forest")
        self.invisible = card == "invisibility"
        self.block = card == "block"
        self.stump_mask = (
            sum(1 << p for p in range(CELLS) if kinds[p] in ("Stump", "Rock"))
            if card == "stump-rock"
            else 0
        )
        knights = [0] * CELLS
        for k in state.knights:
            knights[k] += 1
        if state.troghammer is not None:
            knights[state.troghammer] += 1
        self.knights_at = tuple(knights)
        self.archer = state.archer
        self.card_paths = tuple(tuple(c.path) for c in rs.move_cards)
        #: the tiles a run from each tile steps on, per card (a lookup, not a walk, per draw)
        self.walks = _walks(self.card_paths)
        #: each Movement card's twins: the cards with its path (itself included), as a mask
        self.twins = tuple(
            sum(1 << j for j, other in enumerate(self.card_paths) if other == path)
            for path in self.card_paths
        )
        self.published = state.variant == "published"
        self.levels = objective.risk(state).levels
        self.weights = objective.WEIGHTS
        self.dead_value = float(objective.WEIGHTS.dead)
        self.gains: dict[tuple[int, int, int], tuple[int, bool]] = {}
        #: memos of the board's part of progress, and of the risk's terms by Trogdor's tile and
        #: his health (:meth:`_risk_terms`)
        self.boards: dict[tuple[int, int], int] = {}
        self.risks: dict[tuple[int, int], tuple[tuple[int, int], ...]] = {}
        self.load(state)

    def load(self, state: TrogState) -> None:
        """Set the changing part to ``state``'s (a position of the same turn, :func:`context`)."""
        self.burned = state.burned
        self.cburn = state.cottages_burning
        self.packed = _pack(state.peasants)
        self.npeas = len(state.peasants)
        self.meter = state.trog_meter
        self.void = state.void
        self.trog = state.trogdor
        self.hiding = state.hiding
        self.ap = state.ap
        self.stump = "stump-rock" in state.used
        self.deck = state.move_deck
        self.discard = state.move_discard
        self.burns = tuple(arg[0] for name, arg in state.tasks if name == "burn")
        states = item_states(state)
        #: the :data:`MODELLED` items' states, in that order
        self.items = tuple(states.get(item, SPENT) for item in MODELLED)
        #: the hits a Shield's decision is about (T52), 0 when none waits
        self.pending = state.tasks[0][1][1] if state.tasks[0][0] == "protect" else 0
        self.done = None
        self.undo = []

    # --- the state ------------------------------------------------------------------------

    def key(self) -> tuple[Any, ...]:
        """Everything that changes, exactly: the transposition table's key."""
        return (
            self.burned,
            self.cburn,
            self.packed,
            self.meter,
            self.trog,
            self.ap,
            self.stump,
            self.deck,
            self.discard,
            self.burns,
            self.hiding,
            self.done,
            self.items,
            self.pending,
        )

    def _save(self) -> None:
        self.undo.append(
            (
                self.burned,
                self.cburn,
                self.packed,
                self.npeas,
                self.meter,
                self.void,
                self.trog,
                self.ap,
                self.stump,
                self.deck,
                self.discard,
                self.burns,
                self.hiding,
                self.done,
                self.items,
                self.pending,
            )
        )

    def unmake(self) -> None:
        """Undo the last :meth:`make` or :meth:`draw`."""
        (
            self.burned,
            self.cburn,
            self.packed,
            self.npeas,
            self.meter,
            self.void,
            self.trog,
            self.ap,
            self.stump,
            self.deck,
            self.discard,
            self.burns,
            self.hiding,
            self.done,
            self.items,
            self.pending,
        ) = self.undo.pop()

    @property
    def peasants(self) -> tuple[int, ...]:
        return unpack(self.packed)

    # --- decisions ------------------------------------------------------------------------

    def chance(self) -> bool:
        """Whether a burning Peasant's Movement card is to be drawn (T11)."""
        return self.done is None and bool(self.burns)

    def forced(self) -> bool:
        """Whether ending the actions is all that is left (no AP, no draw, no Shield's decision,
        no item to use): the position is then worth :meth:`leaf` as it stands. A burning
        Peasant's run on the last AP mostly ends here, 40-50 times a draw (issue 30)."""
        if self.ap or self.burns or self.pending or self.done is not None:
            return False
        ball, beans, disk, _, ring = self.items
        return not (
            ball == USABLE or beans == USABLE or ring == USABLE or (disk == USABLE and self.void)
        )

    def actions(self) -> list[int]:
        """Trogdor's legal actions, as the engine offers them (T2-T5, T14)."""
        if self.pending:  # the Shield's owner decides first (T52), if it may use it
            usable = self.items[I_SHIELD] == USABLE
            return [SHIELD * 32, TAKE_HITS * 32] if usable else [TAKE_HITS * 32]
        here = self.trog
        out: list[int] = []
        if self.ap >= 1:
            steps = TARGETS[self.diagonal, self.wrap][here]
            reached = 0
            for q in steps:
                out.append(MOVE * 32 + q)
                reached |= 1 << q
            bit = 1 << here
            peasant_here = self.packed >> 3 * here & 7
            lake_here = self.lake & bit
            if peasant_here:
                out.append(CHOMP * 32 + here)
            if not self.burned & bit and (not lake_here or self.burned & ORTH[here] == ORTH[here]):
                out.append(BURN_TILE * 32 + here)
            if peasant_here and not lake_here:
                out.append(BURN_PEASANT * 32 + here)
            around = AROUND[here]
            if self.cottage_mask & bit and not self.cburn & bit and self.burned & around == around:
                out.append(BURN_COTTAGE * 32 + here)
            if self.tunnels & bit:
                links = self.tunnels & ~bit & ~reached
                for q in range(CELLS):
                    if links >> q & 1:
                        out.append(JUMP * 32 + q)
            if self.hide_mask & bit:
                out.append(HIDE * 32 + here)
        ball, beans, disk, _, ring = self.items
        if ring == USABLE:  # any other tile
            out.extend(RING * 32 + p for p in range(CELLS) if p != here)
        if ball == USABLE:  # any unburned tile, or an eligible Cottage
            for p in range(CELLS):
                if not self.burned >> p & 1:
                    out.append(BALL_TILE * 32 + p)
                bit = 1 << p
                around = AROUND[p]
                if (
                    self.cottage_mask & bit
                    and not self.cburn & bit
                    and self.burned & around == around
                ):
                    out.append(BALL_COTTAGE * 32 + p)
        if beans == USABLE:
            out.append(BEANS * 32)
        if disk == USABLE and self.void:
            out.append(DISK * 32)
        out.append(END * 32)
        return out

    def make(self, action: int) -> None:
        """Play ``action`` (one of :meth:`actions`)."""
        self._save()
        kind, tile = divmod(action, 32)
        if kind == END:
            self.done = "board"
            return
        if kind >= BALL_TILE:
            self._item(kind, tile)
            self._check_victory()
            return
        self.ap -= 1
        if kind in (MOVE, JUMP):
            self._enter(tile)
        elif kind == BURN_TILE:
            self._burn_tile(tile)
        elif kind == BURN_COTTAGE:
            self._ignite(tile)
        elif kind == CHOMP:  # T8: the Peasant joins the Trog-Meter
            self.packed -= 1 << 3 * tile
            self.npeas -= 1
            self.meter += 1
            self._recharge(I_SHIELD)
        elif kind == BURN_PEASANT:  # T11: it runs when its card is drawn
            self.packed -= 1 << 3 * tile
            self.npeas -= 1
            self.burns = (*self.burns, tile)
        elif kind == HIDE:  # T14: hiding ends the actions
            self.hiding = True
            self.done = "board"
            return
        self._check_victory()

    def _enter(self, tile: int) -> None:
        """Trogdor enters ``tile`` (T5, T13: a Forest recharges the Beans; T52: a hit per
        Knight there, unless the Shield's owner prevents one)."""
        self.trog = tile
        if self.forest >> tile & 1:
            self._recharge(I_BEANS)
        hits = self.knights_at[tile]
        if hits and not self.invisible:
            if self.items[I_SHIELD] == USABLE:
                self.pending = hits  # the Shield's owner decides
            else:
                self._hurt(hits)

    def _burn_tile(self, tile: int) -> None:
        """Trogdor (or his Tennis Ball) burns ``tile``: Stump & Rock's AP, a Cottage's tile
        recharges the Ring (T13)."""
        self.burned |= 1 << tile
        if self.stump_mask >> tile & 1 and not self.stump:  # Stump & Rock: 4 more AP
            self.stump = True
            self.ap += 4
        if self.cottage_mask >> tile & 1:
            self._recharge(I_RING)

    def _ignite(self, tile: int) -> None:
        """The Cottage at ``tile`` burns (T4; T13: the Ring recharges)."""
        self.cburn |= 1 << tile
        self._recharge(I_RING)

    def _item(self, kind: int, tile: int) -> None:
        """An item used (T49: spent for the turn), or the Shield's decision (T52)."""
        if kind in (SHIELD, TAKE_HITS):
            hits, self.pending = self.pending, 0
            if kind == SHIELD:
                self._spend(I_SHIELD)
                hits -= 1
            self._hurt(hits)
        elif kind == BALL_TILE:
            self._spend(I_BALL)
            self._burn_tile(tile)
        elif kind == BALL_COTTAGE:
            self._spend(I_BALL)
            self._ignite(tile)
        elif kind == BEANS:
            self._spend(I_BEANS)
            self.ap += 2
        elif kind == RING:
            self._spend(I_RING)
            self._enter(tile)
        else:  # the Disk: a Peasant from the Void to health
            self._spend(I_DISK)
            self.void -= 1
            self.meter += 1
            self._recharge(I_SHIELD)

    def _spend(self, i: int) -> None:
        items = list(self.items)
        items[i] = SPENT
        self.items = tuple(items)

    def _recharge(self, i: int) -> None:
        """T13: the active seat's discharged item ``i`` recharges on its trigger."""
        if self.items[i] == RECHARGEABLE:
            items = list(self.items)
            items[i] = USABLE
            self.items = tuple(items)

    def _hurt(self, hits: int) -> None:
        """T8: a Peasant from the Trog-Meter to the Void per hit; with none left, death."""
        for _ in range(hits):
            if not self.meter:
                self.done = "dead"
                return
            self.meter -= 1
            self.void += 1

    def _check_victory(self) -> None:
        """T15: every tile and Cottage burned, no Peasant on the board or burning."""
        if (
            self.done is None
            and self.burned == ALL
            and self.cburn == self.cottage_mask
            and not self.packed
            and not self.burns
        ):
            self.done = "victory"

    # --- draws ----------------------------------------------------------------------------

    def outcomes(self) -> list[tuple[int, int]]:
        """The burning Peasant's draw: each card of the deck is equally likely (an empty deck
        is its discard reshuffled), and cards with the same path are one outcome, ``(card,
        how many)``: nothing the model values tells them apart (a run and the board phase's
        risk follow the path only). The card drawn for it is the highest of them in the deck,
        so that drawing twins in any order leaves the same deck (one table entry)."""
        deck = self.deck or self.discard
        out = []
        twins = self.twins
        for i in range(deck.bit_length()):
            if deck >> i & 1:
                present = deck & twins[i]
                if present.bit_length() - 1 == i:
                    out.append((i, present.bit_count()))
        return out

    def draw(self, card: int) -> None:
        """The first burning Peasant runs Movement card ``card``'s path (T11, T42)."""
        self._save()
        if not self.deck:
            self.deck, self.discard = self.discard, 0
        bit = 1 << card
        self.deck &= ~bit
        self.discard |= bit
        start = self.burns[0]
        self.burns = self.burns[1:]
        pos = start
        self._burn_everything(pos)
        cottages, lake = self.cottage_mask, self.lake
        for pos in self.walks[start][card]:
            if lake >> pos & 1:  # saved: it stays there
                self.packed += 1 << 3 * pos
                self.npeas += 1
                self._check_victory()
                return
            # a burned tile with no Cottage and no Peasant: nothing to burn there
            if not (self.burned >> pos & 1) or cottages >> pos & 1 or self.packed >> 3 * pos & 7:
                self._burn_everything(pos)
        if self.published and self.cburn >> pos & 1:  # on a burning Cottage: runs again
            self.burns = (pos, *self.burns)
        else:
            self.void += 1
        self._check_victory()

    def _burn_everything(self, pos: int) -> None:
        """T11: the tile burns, its Cottage if it may (T4), its Peasants catch fire."""
        bit = 1 << pos
        if not self.burned & bit:
            self.burned |= bit
            if self.cottage_mask & bit:
                self._recharge(I_RING)
        around = AROUND[pos]
        if self.cottage_mask & bit and not self.cburn & bit and self.burned & around == around:
            self._ignite(pos)
        n = self.packed >> 3 * pos & 7
        if n:
            self.packed -= n << 3 * pos
            self.npeas -= n
            self.burns = (*self.burns, *(pos,) * n)

    def runs_end(self) -> bool:
        """Whether the coming draw is the last thing in the actions unless the run spreads:
        one Peasant burning and, after it, no AP, no Shield's decision, no item that could be
        used (the Disk once the runner is in the Void; the Ring once recharged) (issue 30: a
        Peasant burned on the last AP, 40-50 cards each ending the actions)."""
        ball, beans, disk, _, ring = self.items
        return (
            len(self.burns) == 1
            and not self.ap
            and not self.pending
            and self.done is None
            and ball != USABLE
            and beans != USABLE
            and disk != USABLE
            and ring == SPENT
        )

    def ended_run(self, card: int) -> float | None:
        """:meth:`draw` of ``card`` then :meth:`leaf`, without changing the model, when
        :meth:`runs_end` and the run catches no Peasant and does not run again (T11, T42);
        None otherwise (then draw it)."""
        deck, discard = self.deck, self.discard
        if not deck:
            deck, discard = discard, 0
        bit = 1 << card
        deck &= ~bit
        discard |= bit
        burned, cburn, packed = self.burned, self.cburn, self.packed
        cottages = self.cottage_mask
        start = self.burns[0]
        npeas = self.npeas
        lake = self.lake
        for step, pos in enumerate((start, *self.walks[start][card])):
            tile = 1 << pos
            if step and lake & tile:  # saved: it stays there
                npeas += 1
                break
            burned |= tile
            if cottages & tile and not cburn & tile:
                around = AROUND[pos]
                if burned & around == around:
                    cburn |= tile
            if packed >> 3 * pos & 7:
                return None  # they catch fire: more draws
        else:
            if self.published and cburn >> pos & 1:
                return None  # on a burning Cottage: runs again
        w = self.weights
        base = self._board(burned, cburn) + w.peasant * npeas + w.health * self.meter
        if burned == ALL and cburn == cottages and not npeas and not packed:
            return float(w.win + base)
        return self._at_risk(base, deck or discard)

    # --- values ---------------------------------------------------------------------------

    def progress(self) -> int:
        """:func:`solvers.trogdor.objective.progress` of the position (the board's part
        memoised: the search asks at every decision)."""
        w = self.weights
        return self._board(self.burned, self.cburn) + w.peasant * self.npeas + w.health * self.meter

    def _board(self, burned: int, cburn: int) -> int:
        """The board's part of :meth:`progress`: tiles, the Cottages' 3x3s and Cottages."""
        board = self.boards.get((burned, cburn))
        if board is None:
            w = self.weights
            near = 0
            for bit, square in self.cottages:
                near += (square if cburn & bit else burned & square).bit_count()
            board = w.tile * burned.bit_count() + w.near * near + w.cottage * cburn.bit_count()
            self.boards[burned, cburn] = board
        return board

    def leaf(self) -> float:
        """:func:`solvers.trogdor.objective.value` where phase one ended (:attr:`done`)."""
        if self.done == "dead":
            return self.dead_value
        base = self.progress()
        if self.done == "victory":
            return float(self.weights.win + base)
        if self.hiding:
            return float(base)
        return self._at_risk(base, self.deck or self.discard)

    def _at_risk(self, base: int, deck: int) -> float:
        """A living Trogdor's value ending the actions on his tile with progress ``base``, the
        board phase drawing from ``deck`` (Block: no risk)."""
        cards = deck.bit_count()
        if not cards or self.block:
            return float(base)
        terms = self.risks.get((self.trog, self.meter))
        if terms is None:
            terms = self._risk_terms()
        penalty = 0
        for weight, mask in terms:
            penalty += weight * (deck & mask).bit_count()
        return (base * cards - penalty) / cards

    def _risk_terms(self) -> tuple[tuple[int, int], ...]:
        """The board phase's risk on Trogdor's tile with his health, as (weight, cards) pairs:
        ``cards`` x the risk term is the sum of ``weight`` x the deck's cards in ``cards`` (each
        card at least ``d`` hits there adds the damage weight; at least health + 1, death's)."""
        row = self.levels[self.trog]
        w = self.weights
        health = min(self.meter, 7)
        terms = tuple(
            (w.damage + (w.death if d == health else 0), cards) for d, cards in enumerate(row)
        )
        self.risks[self.trog, self.meter] = terms
        return terms

    def bound(self) -> float:
        """No play from here to the end of phase one is worth more. While no Peasant is on the
        board or burning (and no Stump & Rock AP is to come): :meth:`plain_gain`; otherwise
        :func:`solvers.trogdor.search.upper_bound`'s everything burning, every Peasant
        chomped. Items: the Tennis Ball's burn counts as 2 AP (a burn and a move), the Beans
        as their 2 AP, the Ring as 1, the Disk as a point of health. The risk term is at best 0."""
        if self.done is not None:
            return self.leaf()
        w = self.weights
        burned, cburn = self.burned, self.cburn
        tiles_left = CELLS - burned.bit_count()
        cottages_left = 3 - cburn.bit_count()
        approach_left = 0
        for bit, square in self.cottages:
            if not cburn & bit:
                approach_left += (square & ~burned).bit_count()
        peasants = self.npeas + len(self.burns)
        everything = (
            w.tile * tiles_left
            + w.near * approach_left
            + w.cottage * cottages_left
            + (max(-w.peasant, 0) + w.health) * peasants
        )
        ball, beans, disk, _, ring = self.items
        # the Ring's jump saves a move at most
        extra_ap = 2 * (ball == USABLE) + 2 * (beans != SPENT) + (ring != SPENT)
        heal = w.health if disk == USABLE and self.void else 0
        if not peasants and (not self.stump_mask or self.stump):
            gain, win = self.plain_gain(burned, cburn, self.ap + extra_ap)
        else:
            gain = everything
            win = True
        return float(self.progress() + gain + heal + (w.win if win else 0))

    def plain_gain(self, burned: int, cburn: int, ap: int) -> tuple[int, bool]:
        """What ``ap`` AP can add with no Peasant about, and whether they can win: ``bt`` tile
        burns add at most the ``bt`` best unburned tiles (a tile, and ``near`` for each
        unburned Cottage's 3x3 it is in), ``bc`` Cottage burns a Cottage each, and burning on
        ``k`` distinct tiles takes ``k - 1`` moves at least (a tile and its Cottage are one
        tile), so ``bt + bc + max(bt, bc) - 1 <= ap``. Memoised per model."""
        key = (burned, cburn, ap)
        found = self.gains.get(key)
        if found is not None:
            return found
        w = self.weights
        values = []
        for t in range(CELLS):
            if not burned >> t & 1:
                near = sum(1 for b, square in self.cottages if not cburn & b and square >> t & 1)
                values.append(w.tile + w.near * near)
        values.sort(reverse=True)
        prefix = [0]
        for v in values:
            prefix.append(prefix[-1] + v)
        cottages_left = 3 - cburn.bit_count()
        best = 0
        for bt in range(min(len(values), ap) + 1):
            for bc in range(min(cottages_left, ap - bt) + 1):
                if bt + bc + max(bt, bc, 1) - 1 <= ap:
                    best = max(best, prefix[bt] + w.cottage * bc)
        n = len(values)
        win = n + cottages_left + max(n, cottages_left, 1) - 1 <= ap
        found = self.gains[key] = (best, win)
        return found


#: the engine's move type, burninate's or the Tennis Ball's target and the item of each kind
_SIGNATURE: tuple[tuple[str, str | None, str | None], ...] = (
    ("move", None, None),
    ("jump", None, None),
    ("burninate", "cottage", None),
    ("burninate", "tile", None),
    ("burninate", "peasant", None),
    ("chomp", None, None),
    ("hide", None, None),
    ("end_actions", None, None),
    ("use_item", "tile", BALL),
    ("use_item", "cottage", BALL),
    ("use_item", None, BEANS_ITEM),
    ("use_item", None, DISK_ITEM),
    ("use_item", None, SHIELD_ITEM),
    ("decline", None, None),
    ("use_item", None, RING_ITEM),
)
#: the kinds whose tile is the move's ``to``
_TO = frozenset((MOVE, JUMP, BALL_TILE, BALL_COTTAGE, RING))

Signature = tuple[str, int | None, str | None, str | None]


def signature(action: int) -> Signature:
    """The engine's move for ``action``: (type, tile it goes to, target, item)."""
    kind, tile = divmod(action, 32)
    t, target, item = _SIGNATURE[kind]
    return t, tile if kind in _TO else None, target, item


def move_signature(move: Any) -> Signature:
    """An engine move as :func:`signature` writes it."""
    to = getattr(move, "to", None)
    return (
        move.type,
        None if to is None else to.row * SIZE + to.col,
        getattr(move, "target", None),
        getattr(move, "item", None),
    )
