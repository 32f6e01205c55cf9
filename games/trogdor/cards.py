"""Action cards, keepers and items: the powers that bend the rules (T13, T17-T19).

Each power is a pair: the moves it offers in a state (with labels a player would say) and what
applying one does. Passive powers (Block, Invisibility!, Consummate V's, Wraparound, the
keepers') are read where the rule they change lives (:mod:`games.trogdor.rules_board`,
:mod:`games.trogdor.rules_turn`).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Literal, TypeVar

from pydantic import BaseModel

from games.core.game import LegalMove
from games.core.slots import new_legal_move
from games.trogdor import wire
from games.trogdor.content import CELLS, names
from games.trogdor.position import TrogFields, bits, pos_json, pos_text
from games.trogdor.rules_board import (
    DIAG,
    DIAGONAL,
    DIR_WORD,
    ORTH,
    ORTHOGONAL,
    REACH2,
    STEP,
    WRAP,
    burn_tile,
    burninate,
    cottage_eligible,
    enter,
    heal,
    ignite_cottage,
    knights_at,
    knights_mask,
    occupied_mask,
    protected,
    take_peasants,
)

M = TypeVar("M", bound=BaseModel)

POS = tuple(wire.Pos.model_construct(row=p // 5, col=p % 5) for p in range(CELLS))


@lru_cache(maxsize=200_000)
def mk(cls: type[M], **fields: Any) -> M:
    """A move model, built once (memo by value): moves are immutable, and building one is the
    slow part."""
    return cls.model_construct(**fields)


@lru_cache(maxsize=50_000)
def mk_at(cls: type[M], to: int, **fields: Any) -> M:
    """A move naming the tile ``to``, built once; memo keyed by the tile's number, as hashing
    a ``Pos`` model (in ``mk``'s key) costs more than the lookup saves."""
    return cls.model_construct(to=POS[to], **fields)


#: a seat's move as offered to it: the move (a ``wire.SeatMove``), its seat and the label a
#: player reads
Offer = LegalMove[Any]


def offer(move: wire.SeatMove, label: str) -> Offer:
    """``move`` offered with ``label``: what a decision lists, as ``legal_moves`` gives it."""
    return new_legal_move(move, move.seat, label, None)


#: cards whose ability is a move before, during or after Trogdor's actions
PRE_CARDS = ("jhonka-help", "majesty", "tunnel-warp", "wingaling")
DURING_CARDS = ("sidewise", "slantwise")
POST_CARDS = ("flip-em-up-dan", "flip-em-up-fran", "hidey-hole", "shot-put")
ACTION_ITEMS = (
    "that-dog-tennis-ball-thing",
    "ring-of-voip",
    "two-gross-beans",
    "disk-of-healing",
    "baubles-of-astray",
)


def name(content_id: str) -> str:
    return names().get(content_id, content_id)


def effect(seat: int, card: str, to: int) -> wire.CardEffect:
    made: wire.CardEffect = mk_at(
        wire.CardEffect, to, seat=seat, card=card, target=None, tunnel=None
    )
    return made


@lru_cache(maxsize=4096)
def warp_move(seat: int, tunnel: int, to: int) -> wire.CardEffect:
    """Tunnel Warp swapping the tiles ``tunnel`` and ``to``, built once (keyed by numbers)."""
    return wire.CardEffect.model_construct(
        seat=seat, card="tunnel-warp", to=POS[to], target=None, tunnel=POS[tunnel]
    )


@lru_cache(maxsize=50_000)
def item_move(
    seat: int,
    item: str,
    to: int | None = None,
    target: Literal["tile", "cottage"] | None = None,
    knight: int | None = None,
    direction: wire.Dir | None = None,
) -> wire.UseItem:
    """A use of ``item``, built once (memo keyed by plain values: a tile by its number)."""
    return wire.UseItem.model_construct(
        seat=seat,
        item=item,
        to=None if to is None else POS[to],
        target=target,
        knight=knight,
        direction=direction,
    )


# --- Trogdor's movement powers -----------------------------------------------------------


def movement(w: TrogFields) -> tuple[bool, bool]:
    """Whether Trogdor steps diagonally too (Consummate V's/Cranjegg) and wraps around the
    edges (Wraparound/Stonklar) this turn."""
    card, keeper = w.card, w.keeper
    diagonal = card == "consummate-vs" or keeper == "cranjegg"
    wrap = card == "wraparound" or keeper == "stonklar"
    return diagonal, wrap


@lru_cache(maxsize=1024)
def targets_from(here: int, diagonal: bool, wrap: bool) -> tuple[tuple[int, str], ...]:
    """The tiles a step takes Trogdor to from ``here``, each with the first direction that
    does (worked out once per value)."""
    table = WRAP if wrap else STEP
    seen: dict[int, str] = {}
    for d in ORTHOGONAL + DIAGONAL if diagonal else ORTHOGONAL:
        q = table[d][here]
        if q >= 0 and q != here and q not in seen:
            seen[q] = d
    return tuple(seen.items())


def entry_cost(w: TrogFields, pos: int) -> str:
    """What Trogdor entering ``pos`` costs, for a label: ": 2 Knights there, 2 damage" (T5, T52),
    "" where no Knight stands."""
    knights = knights_at(w, pos)
    if not knights:
        return ""
    there = "a Knight there" if knights == 1 else f"{knights} Knights there"
    why = protected(w, "enter")
    return f": {there}, " + (f"no damage ({why})" if why else f"{knights} damage")


def tunnels(w: TrogFields) -> int:
    """Tunnel tiles, and Mountains too for Galgabudge."""
    m = w.mask("Tunnel")
    if w.keeper == "galgabudge":
        m |= w.mask("Mountain")
    return m


def can_hide_here(w: TrogFields) -> bool:
    """Hide: on a Mountain; Hegeltha anywhere without a Cottage."""
    if w.keeper == "hegeltha":
        return not w.cottage_mask >> w.trogdor & 1
    return w.kinds[w.trogdor] == "Mountain"


# --- action cards ----------------------------------------------------------------------------


def _unburned(w: TrogFields, mask: int) -> list[int]:
    return list(bits(mask & ~w.burned))


def pre_moves(w: TrogFields, seat: int) -> list[Offer]:
    card = w.card
    out: list[Offer] = []
    if card == "majesty":
        for p in _unburned(w, (1 << CELLS) - 1):
            label = f"Majesty!: burninate the {w.kinds[p]} tile at {pos_text(p)}"
            out.append(offer(effect(seat, card, p), label))
    elif card == "jhonka-help":
        for p in sorted(set(w.peasants)):
            label = f"Jhonka Help!: devour the Peasant at {pos_text(p)}"
            out.append(offer(effect(seat, card, p), label))
    elif card == "wingaling":
        for p in range(CELLS):
            if p != w.trogdor:
                label = f"Wingaling!: fly to {pos_text(p)}{entry_cost(w, p)}"
                out.append(offer(effect(seat, card, p), label))
    elif card == "tunnel-warp":
        tunnel_tiles = w.mask("Tunnel")
        for t in bits(tunnel_tiles):
            for p in range(CELLS):
                if w.cottage_mask >> p & 1 or p == t:
                    continue
                if tunnel_tiles >> p & 1 and (p < t or not swap_changes(w, t, p)):
                    continue  # the two Tunnels: listed once, and only if that changes something
                move = warp_move(seat, t, p)
                label = (
                    f"Tunnel Warp: swap the Tunnel at {pos_text(t)} with the {w.kinds[p]}"
                    f" at {pos_text(p)}"
                )
                out.append(offer(move, label))
    return out


def during_moves(w: TrogFields, seat: int) -> list[Offer]:
    card = w.card
    if card not in DURING_CARDS or card in w.used:
        return []
    near = ORTH if card == "sidewise" else DIAG
    title = name(card)
    return [
        offer(
            effect(seat, card, p),
            f"{title}: burninate the {w.kinds[p]} tile at {pos_text(p)} for free",
        )
        for p in _unburned(w, near[w.trogdor])
    ]


def post_moves(w: TrogFields, seat: int) -> list[Offer]:
    card = w.card
    out: list[Offer] = []
    if card in ("flip-em-up-dan", "flip-em-up-fran") and w.flips < 4:
        near = DIAG if card == "flip-em-up-dan" else ORTH
        title = name(card)
        for p in _unburned(w, near[w.trogdor]):
            label = f"{title}: burninate the {w.kinds[p]} tile at {pos_text(p)}"
            out.append(offer(effect(seat, card, p), label))
    elif card == "hidey-hole":
        for p in bits(w.mask("Mountain")):
            if p == w.trogdor and w.hiding:
                continue  # hiding there already: that would change nothing
            where = "here" if p == w.trogdor else f"at {pos_text(p)}"
            label = f"Hidey Hole: jump to the Mountain {where} and hide{entry_cost(w, p)}"
            out.append(offer(effect(seat, card, p), label))
    elif card == "shot-put":
        for p in bits(REACH2[w.trogdor]):
            if not w.burned >> p & 1:
                move = mk_at(wire.CardEffect, p, seat=seat, card=card, target="tile", tunnel=None)
                out.append(
                    offer(move, f"Shot Put!: burninate the {w.kinds[p]} tile at {pos_text(p)}")
                )
            if p in w.peasants and not w.is_lake(p):  # T42: on the Lake it changes nothing
                move = mk_at(
                    wire.CardEffect, p, seat=seat, card=card, target="peasant", tunnel=None
                )
                out.append(offer(move, f"Shot Put!: burninate a Peasant at {pos_text(p)}"))
            bit = 1 << p
            if w.cottage_mask & bit and not w.cottages_burning & bit and cottage_eligible(w, p):
                move = mk_at(
                    wire.CardEffect, p, seat=seat, card=card, target="cottage", tunnel=None
                )
                out.append(offer(move, f"Shot Put!: burninate the Cottage at {pos_text(p)}"))
    return out


def tile(p: wire.Pos | None) -> int:
    """The tile a legal card or item use names (every use that needs one names one)."""
    assert p is not None, "a legal use names its tile"
    return p.row * 5 + p.col


def apply_effect(w: TrogFields, _arg: None, move: wire.CardEffect) -> None:
    """A legal ``card_effect`` (checked by the flow against the legal moves)."""
    card = move.card
    to = tile(move.to)
    w.event("card_effect", f"{name(card)}", card=card)
    if card in ("majesty", "sidewise", "slantwise", "flip-em-up-dan", "flip-em-up-fran"):
        burn_tile(w, to, by_trogdor=True)  # T4: long-range burns ignore the Lake rule
        if card in DURING_CARDS:
            w.used = w.used | {card}
        if card.startswith("flip"):
            w.flips += 1
            if w.flips >= 4:
                w.pop()
        else:
            if card == "majesty":
                w.pop()
        return
    if card == "jhonka-help":
        take_peasants(w, to, 1)
        heal(w, f"Jhonka Help!: Trogdor devours the Peasant at {pos_text(to)}")
        w.pop()
        return
    if card == "wingaling":
        w.pop()
        enter(w, to)
        return
    if card == "tunnel-warp":
        w.pop()
        swap_tiles(w, tile(move.tunnel), to)
        return
    if card == "hidey-hole":
        w.pop()
        if to != w.trogdor:
            enter(w, to)
        w.hiding = True
        w.event("hide", f"Trogdor hides on the Mountain at {pos_text(to)}", pos=pos_json(to))
        return
    if card == "shot-put":
        assert move.target is not None, "Shot Put! names its target"
        w.pop()
        burninate(w, to, move.target)
        return
    raise AssertionError(f"no effect for {card}")


def _swapped(w: TrogFields, a: int, b: int) -> dict[str, Any]:
    """Tunnel Warp: the fields after tiles ``a`` and ``b`` swap places; their burned side and
    the pieces on them move too."""
    kinds = list(w.kinds)
    kinds[a], kinds[b] = kinds[b], kinds[a]
    ba, bb = w.burned >> a & 1, w.burned >> b & 1

    def moved(p: int) -> int:
        return b if p == a else a if p == b else p

    return {
        "kinds": tuple(kinds),
        "burned": w.burned & ~(1 << a | 1 << b) | ba << b | bb << a,
        "peasants": tuple(sorted(moved(p) for p in w.peasants)),
        "knights": tuple(moved(p) for p in w.knights),
        "troghammer": None if w.troghammer is None else moved(w.troghammer),
        "archer": moved(w.archer),
        "trogdor": moved(w.trogdor),
    }


def swap_changes(w: TrogFields, a: int, b: int) -> bool:
    """Whether swapping the tiles changes anything (two alike, empty Tunnels would not)."""
    return any(getattr(w, field) != value for field, value in _swapped(w, a, b).items())


def swap_tiles(w: TrogFields, a: int, b: int) -> None:
    for field, value in _swapped(w, a, b).items():
        setattr(w, field, value)
    w.event(
        "tiles_swapped",
        f"Tunnel Warp: the tiles at {pos_text(a)} and {pos_text(b)} swap places",
        a=pos_json(a),
        b=pos_json(b),
    )


# --- items (T13, T19, T49) -------------------------------------------------------------------


def use_label(w: TrogFields, seat: int, item: str, what: str) -> str:
    """T49: "Use X: what" on the owner's turn, "Seat s uses X: what" on another seat's."""
    return use_text(seat, seat == w.active, item, what)


def use_text(seat: int, own: bool, item: str, what: str) -> str:
    """:func:`use_label`, ``own`` saying whether it is the owner's turn."""
    return f"{'Use' if own else f'Seat {seat} uses'} {name(item)}: {what}"


def keep_label(w: TrogFields, seat: int, item: str, what: str) -> str:
    """Declining a reactive item: "What", or "Seat s keeps X: what" on another seat's turn."""
    if seat == w.active:
        return what
    return f"Seat {seat} keeps {name(item)}: {what[0].lower()}{what[1:]}"


def item_moves(w: TrogFields, seat: int) -> list[Offer]:
    """The uses of ``seat``'s item during Trogdor's actions, if it may use it now (T49)."""
    s = w.seats[seat]
    item = s.item
    if not s.charged or item not in ACTION_ITEMS or w.item_seat(item) != seat:
        return []
    own = seat == w.active
    if item == "that-dog-tennis-ball-thing":
        tiles = _ball_tiles(seat, own, w.kinds)
        uses = [tiles[p] for p in _unburned(w, (1 << CELLS) - 1)]
        for p in bits(w.cottage_mask & ~w.cottages_burning):
            if cottage_eligible(w, p):
                uses.append(_ball_cottage(seat, own, p))
        return uses
    if item == "ring-of-voip":
        free = _free_rings(seat, own)
        guarded = knights_mask(w)
        return [
            _ring(seat, own, p, entry_cost(w, p)) if guarded >> p & 1 else free[p]
            for p in range(CELLS)
            if p != w.trogdor
        ]
    if item == "two-gross-beans":
        return [_item_use(seat, own, item, "gain 2 AP")]
    if item == "disk-of-healing":
        return [_item_use(seat, own, item, "a Peasant from the Void to health")] if w.void else []
    # Baubles of Astray
    occupied = occupied_mask(w)
    empty = [p for p in range(CELLS) if not occupied >> p & 1]
    pieces = [(i, k, f"Knight {i + 1}") for i, k in enumerate(w.knights)]
    if w.troghammer is not None:
        pieces.append((2, w.troghammer, "the Troghammer"))
    return [_baubles(seat, own, i, at, who, p) for i, at, who in pieces for p in empty]


# Item uses offered with their labels, each offer made once per value (``own``: on the owner's
# turn, T49), as Trogdor's actions are (:mod:`games.trogdor.rules_turn`).


@lru_cache(maxsize=16_384)
def _item_use(seat: int, own: bool, item: str, what: str) -> Offer:
    return offer(item_move(seat, item), use_text(seat, own, item, what))


@lru_cache(maxsize=1024)
def _ball_tiles(seat: int, own: bool, kinds: tuple[str, ...]) -> tuple[Offer, ...]:
    """The Ball's burn of each tile of the layout ``kinds``, by tile: one look-up a decision."""
    item = "that-dog-tennis-ball-thing"
    return tuple(
        offer(
            item_move(seat, item, to=p, target="tile"),
            use_text(seat, own, item, f"burninate the {kind} tile at {pos_text(p)}"),
        )
        for p, kind in enumerate(kinds)
    )


@lru_cache(maxsize=4096)
def _ball_cottage(seat: int, own: bool, p: int) -> Offer:
    item = "that-dog-tennis-ball-thing"
    what = f"burninate the Cottage at {pos_text(p)}"
    return offer(item_move(seat, item, to=p, target="cottage"), use_text(seat, own, item, what))


@lru_cache(maxsize=256)
def _free_rings(seat: int, own: bool) -> tuple[Offer, ...]:
    """The Ring's jump to each tile where no Knight stands (nothing to pay), by tile."""
    return tuple(_ring(seat, own, p, "") for p in range(CELLS))


@lru_cache(maxsize=16_384)
def _ring(seat: int, own: bool, p: int, cost: str) -> Offer:
    item = "ring-of-voip"
    what = f"jump to {pos_text(p)}{cost}"
    return offer(item_move(seat, item, to=p), use_text(seat, own, item, what))


@lru_cache(maxsize=65_536)
def _baubles(seat: int, own: bool, i: int, at: int, who: str, p: int) -> Offer:
    item = "baubles-of-astray"
    what = f"move {who} from {pos_text(at)} to {pos_text(p)}"
    return offer(item_move(seat, item, knight=i, to=p), use_text(seat, own, item, what))


def apply_item(w: TrogFields, _arg: None, move: wire.UseItem) -> None:
    """A legal action-item use, by the item's owner (T49: on any seat's turn in august-draft)."""
    item = move.item
    w.use_item(move.seat, item)
    w.event("item_used", f"{name(item)} is used", item=item, seat=move.seat)
    if item == "that-dog-tennis-ball-thing":
        if move.target == "cottage":
            ignite_cottage(w, tile(move.to))
        else:
            burn_tile(w, tile(move.to), by_trogdor=True)
    elif item == "ring-of-voip":
        enter(w, tile(move.to))
    elif item == "two-gross-beans":
        w.ap += 2
    elif item == "disk-of-healing":
        w.void -= 1
        heal(w, "Disk of Healing: a Peasant returns from the Void to Trogdor's health")
    elif item == "baubles-of-astray":
        if move.knight == 2:
            w.troghammer = tile(move.to)
        else:
            assert move.knight is not None, "Baubles of Astray name the Knight"
            knights = list(w.knights)
            knights[move.knight] = tile(move.to)
            w.knights = tuple(knights)
    else:
        raise AssertionError(f"no use for {item}")


def pouch_turns(w: TrogFields) -> list[str]:
    """Distracto's Pouch: the other directions that move the Peasants somewhere else (none
    when no Peasant is on the board; a full row shifted E or W may not change either)."""

    def moved(d: str) -> tuple[int, ...]:
        return tuple(sorted(WRAP[d][p] for p in w.peasants))

    seen = {moved(w.arrow)}
    turns = []
    for d in ORTHOGONAL:
        if moved(d) not in seen:
            seen.add(moved(d))
            turns.append(d)
    return turns


def reactive_item(task: str, arg: tuple[str, int] | None) -> str:
    """The item a reactive task offers (T19): the Pouch, the Flask, the Shield or the Trinket."""
    if task == "protect":
        assert arg is not None, "a hit names its source"
        return "super-trinket" if arg[0] == "archer" else "shield-of-cumberdale"
    return "distractos-pouch" if task == "pouch" else "ye-flask-of-denis"


def reactive_moves(w: TrogFields, task: str, arg: tuple[str, int] | None) -> list[Offer]:
    """T19, T49: the decision a reactive task offers its item's owner, if the item may be used
    now (a single seat: there is one of each item), else the active seat's ``decline`` only."""
    item = reactive_item(task, arg)
    seat = w.item_seat(item)
    uses: list[tuple[dict[str, Any], str]]  # the use_item fields and what the use does
    if task == "pouch":
        arrow = DIR_WORD[w.arrow]
        uses = [
            ({"direction": d}, f"the Peasants go {DIR_WORD[d]} instead of {arrow}")
            for d in pouch_turns(w)
        ]
        kept = "Let the Peasants go"
    elif task == "flask":
        uses = [({}, "the burned Peasant goes to Trogdor's health")]
        kept = "The Peasant goes to the Void"
    else:
        assert arg is not None, "a hit names its source and count"
        kind, hits = arg
        if kind == "archer":
            what = "the Archer's damage"
        else:
            what = "the Knight's damage" if hits == 1 else f"one of the {hits} Knights' damage"
        uses = [({}, f"prevent {what}")]
        kept = "Take the damage" if hits == 1 else f"Take the {hits} damage"
    if seat is None:  # a posed state whose item cannot be used now
        return [offer(mk(wire.Decline, seat=w.active), kept)]
    return [
        *(
            offer(item_move(seat, item, **fields), use_label(w, seat, item, what))
            for fields, what in uses
        ),
        offer(mk(wire.Decline, seat=seat), keep_label(w, seat, item, kept)),
    ]
