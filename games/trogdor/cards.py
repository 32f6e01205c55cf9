"""Action cards, keepers and items: the powers that bend the rules (T13, T17-T19).

Each power is a pair: the moves it offers in a state (with labels a player would say) and what
applying one does. Passive powers (Block, Invisibility!, Consummate V's, Wraparound, the
keepers') are read where the rule they change lives (:mod:`games.trogdor.rules_board`,
:mod:`games.trogdor.rules_turn`).
"""

from __future__ import annotations

from games.trogdor import wire
from games.trogdor.content import CELLS, names
from games.trogdor.rules_board import (
    DIAG,
    DIAGONAL,
    DIR_WORD,
    ORTH,
    ORTHOGONAL,
    REACH2,
    STEP,
    WRAP,
    Work,
    burn_tile,
    burninate,
    cottage_eligible,
    enter,
    heal,
    ignite_cottage,
    knight_mask,
    occupied_mask,
    take_peasants,
)
from games.trogdor.state import bits, pos_json, pos_text

POS = tuple(wire.Pos.model_construct(row=p // 5, col=p % 5) for p in range(CELLS))
_MOVES: dict = {}


def mk(cls, **fields):
    """A move model, built once: moves are immutable, and building one is the slow part."""
    key = (cls, *fields.items())
    found = _MOVES.get(key)
    if found is None:
        if len(_MOVES) > 200_000:
            _MOVES.clear()
        found = _MOVES[key] = cls.model_construct(**fields)
    return found


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


def effect(seat: int, card: str, to: int | None = None, **kw) -> wire.CardEffect:
    return mk(
        wire.CardEffect,
        seat=seat,
        card=card,
        to=None if to is None else POS[to],
        target=None,
        tunnel=None,
        **kw,
    )


def item_move(seat: int, item: str, **kw) -> wire.UseItem:
    fields = {"to": None, "target": None, "knight": None, "direction": None, **kw}
    if isinstance(fields["to"], int):
        fields["to"] = POS[fields["to"]]
    return mk(wire.UseItem, seat=seat, item=item, **fields)


# --- Trogdor's movement powers -----------------------------------------------------------


def movement(w: Work) -> tuple[tuple[str, ...], bool]:
    """Directions and wraparound this turn: Consummate V's/Cranjegg, Wraparound/Stonklar."""
    diagonal = w.card == "consummate-vs" or w.keeper == "cranjegg"
    wrap = w.card == "wraparound" or w.keeper == "stonklar"
    return (ORTHOGONAL + DIAGONAL if diagonal else ORTHOGONAL), wrap


def move_targets(w: Work) -> list[tuple[int, str]]:
    dirs, wrap = movement(w)
    table = WRAP if wrap else STEP
    seen: dict[int, str] = {}
    for d in dirs:
        q = table[d][w.trogdor]
        if q >= 0 and q != w.trogdor and q not in seen:
            seen[q] = d
    return [(q, d) for q, d in seen.items()]


def tunnels(w: Work) -> int:
    """Tunnel tiles, and Mountains too for Galgabudge."""
    m = w.mask("Tunnel")
    if w.keeper == "galgabudge":
        m |= w.mask("Mountain")
    return m


def can_hide_here(w: Work) -> bool:
    """Hide: on a Mountain; Hegeltha anywhere without a Cottage."""
    if w.keeper == "hegeltha":
        return not w.cottage_mask >> w.trogdor & 1
    return w.kinds[w.trogdor] == "Mountain"


# --- action cards ----------------------------------------------------------------------------


def _unburned(w: Work, mask: int) -> list[int]:
    return list(bits(mask & ~w.burned))


def pre_moves(w: Work, seat: int) -> list[tuple[wire.BaseModel, str]]:
    card = w.card
    out: list[tuple[wire.BaseModel, str]] = []
    if card == "majesty":
        for p in _unburned(w, (1 << CELLS) - 1):
            out.append(
                (
                    effect(seat, card, p),
                    f"Majesty!: burninate the {w.kinds[p]} tile at {pos_text(p)}",
                )
            )
    elif card == "jhonka-help":
        for p in sorted(set(w.peasants)):
            out.append(
                (effect(seat, card, p), f"Jhonka Help!: devour the Peasant at {pos_text(p)}")
            )
    elif card == "wingaling":
        for p in range(CELLS):
            if p != w.trogdor:
                out.append((effect(seat, card, p), f"Wingaling!: fly to {pos_text(p)}"))
    elif card == "tunnel-warp":
        for t in bits(w.mask("Tunnel")):
            for p in range(CELLS):
                if p != t and not w.cottage_mask >> p & 1:
                    move = mk(
                        wire.CardEffect, seat=seat, card=card, to=POS[p], target=None, tunnel=POS[t]
                    )
                    label = (
                        f"Tunnel Warp: swap the Tunnel at {pos_text(t)} with the {w.kinds[p]}"
                        f" at {pos_text(p)}"
                    )
                    out.append((move, label))
    return out


def during_moves(w: Work, seat: int) -> list[tuple[wire.BaseModel, str]]:
    card = w.card
    if card not in DURING_CARDS or card in w.used:
        return []
    near = ORTH if card == "sidewise" else DIAG
    title = name(card)
    return [
        (
            effect(seat, card, p),
            f"{title}: burninate the {w.kinds[p]} tile at {pos_text(p)} for free",
        )
        for p in _unburned(w, near[w.trogdor])
    ]


def post_moves(w: Work, seat: int) -> list[tuple[wire.BaseModel, str]]:
    card = w.card
    out: list[tuple[wire.BaseModel, str]] = []
    if card in ("flip-em-up-dan", "flip-em-up-fran") and w.flips < 4:
        near = DIAG if card == "flip-em-up-dan" else ORTH
        title = name(card)
        for p in _unburned(w, near[w.trogdor]):
            out.append(
                (
                    effect(seat, card, p),
                    f"{title}: burninate the {w.kinds[p]} tile at {pos_text(p)}",
                )
            )
    elif card == "hidey-hole":
        for p in bits(w.mask("Mountain")):
            where = "here" if p == w.trogdor else f"at {pos_text(p)}"
            out.append(
                (effect(seat, card, p), f"Hidey Hole: jump to the Mountain {where} and hide")
            )
    elif card == "shot-put":
        for p in bits(REACH2[w.trogdor]):
            if not w.burned >> p & 1:
                move = mk(
                    wire.CardEffect, seat=seat, card=card, to=POS[p], target="tile", tunnel=None
                )
                out.append((move, f"Shot Put!: burninate the {w.kinds[p]} tile at {pos_text(p)}"))
            if p in w.peasants:
                move = mk(
                    wire.CardEffect, seat=seat, card=card, to=POS[p], target="peasant", tunnel=None
                )
                out.append((move, f"Shot Put!: burninate a Peasant at {pos_text(p)}"))
            bit = 1 << p
            if w.cottage_mask & bit and not w.cottages_burning & bit and cottage_eligible(w, p):
                move = mk(
                    wire.CardEffect, seat=seat, card=card, to=POS[p], target="cottage", tunnel=None
                )
                out.append((move, f"Shot Put!: burninate the Cottage at {pos_text(p)}"))
    return out


def apply_effect(w: Work, move: wire.CardEffect) -> None:
    """A legal ``card_effect`` (checked by the caller against the legal moves)."""
    card = move.card
    to = None if move.to is None else move.to.row * 5 + move.to.col
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
        swap_tiles(w, move.tunnel.row * 5 + move.tunnel.col, to)
        return
    if card == "hidey-hole":
        w.pop()
        if to != w.trogdor:
            enter(w, to)
        w.hiding = True
        w.event("hide", f"Trogdor hides on the Mountain at {pos_text(to)}")
        return
    if card == "shot-put":
        w.pop()
        burninate(w, to, move.target)
        return
    raise AssertionError(f"no effect for {card}")


def swap_tiles(w: Work, a: int, b: int) -> None:
    """Tunnel Warp: swap two tiles; their burned side and the pieces on them move too."""
    kinds = list(w.kinds)
    kinds[a], kinds[b] = kinds[b], kinds[a]
    w.kinds = tuple(kinds)
    ba, bb = w.burned >> a & 1, w.burned >> b & 1
    w.burned = w.burned & ~(1 << a | 1 << b) | ba << b | bb << a

    def moved(p: int) -> int:
        return b if p == a else a if p == b else p

    w.peasants = tuple(sorted(moved(p) for p in w.peasants))
    w.knights = tuple(moved(p) for p in w.knights)
    if w.troghammer is not None:
        w.troghammer = moved(w.troghammer)
    w.archer = moved(w.archer)
    w.trogdor = moved(w.trogdor)
    w.event(
        "tiles_swapped",
        f"Tunnel Warp: the tiles at {pos_text(a)} and {pos_text(b)} swap places",
        a=pos_json(a),
        b=pos_json(b),
    )


# --- items (T13, T19) ----------------------------------------------------------------------


def item_moves(w: Work, seat: int) -> list[tuple[wire.BaseModel, str]]:
    """Items used as moves during Trogdor's actions."""
    item = w.item
    if item not in ACTION_ITEMS or not w.item_ready(item):
        return []
    title = name(item)
    out: list[tuple[wire.BaseModel, str]] = []
    if item == "that-dog-tennis-ball-thing":
        for p in _unburned(w, (1 << CELLS) - 1):
            out.append(
                (
                    item_move(seat, item, to=p, target="tile"),
                    f"Use {title}: burninate the {w.kinds[p]} tile at {pos_text(p)}",
                )
            )
        for p in bits(w.cottage_mask & ~w.cottages_burning):
            if cottage_eligible(w, p):
                out.append(
                    (
                        item_move(seat, item, to=p, target="cottage"),
                        f"Use {title}: burninate the Cottage at {pos_text(p)}",
                    )
                )
    elif item == "ring-of-voip":
        for p in range(CELLS):
            if p != w.trogdor:
                out.append((item_move(seat, item, to=p), f"Use {title}: jump to {pos_text(p)}"))
    elif item == "two-gross-beans":
        out.append((item_move(seat, item), f"Use {title}: gain 2 AP"))
    elif item == "disk-of-healing":
        if w.void:
            out.append((item_move(seat, item), f"Use {title}: a Peasant from the Void to health"))
    elif item == "baubles-of-astray":
        empty = [p for p in range(CELLS) if not occupied_mask(w) >> p & 1]
        pieces = [(i, k, f"Knight {i + 1}") for i, k in enumerate(w.knights)]
        if w.troghammer is not None:
            pieces.append((2, w.troghammer, "the Troghammer"))
        for i, at, who in pieces:
            for p in empty:
                out.append(
                    (
                        item_move(seat, item, knight=i, to=p),
                        f"Use {title}: move {who} from {pos_text(at)} to {pos_text(p)}",
                    )
                )
    return out


def apply_item(w: Work, move: wire.UseItem) -> None:
    item = move.item
    to = None if move.to is None else move.to.row * 5 + move.to.col
    w.use_item()
    w.event("item_used", f"{name(item)} is used", item=item, seat=w.active)
    if item == "that-dog-tennis-ball-thing":
        if move.target == "cottage":
            ignite_cottage(w, to)
        else:
            burn_tile(w, to, by_trogdor=True)
    elif item == "ring-of-voip":
        enter(w, to)
    elif item == "two-gross-beans":
        w.ap += 2
    elif item == "disk-of-healing":
        w.void -= 1
        heal(w, "Disk of Healing: a Peasant returns from the Void to Trogdor's health")
    elif item == "baubles-of-astray":
        if move.knight == 2:
            w.troghammer = to
        else:
            knights = list(w.knights)
            knights[move.knight] = to
            w.knights = tuple(knights)
    else:
        raise AssertionError(f"no use for {item}")


def reactive_moves(w: Work, seat: int, task: str) -> list[tuple[wire.BaseModel, str]]:
    """T19: the decision a reactive item offers (the caller adds ``decline``)."""
    if task == "pouch":
        arrow = w.board_arrow
        return [
            (
                item_move(seat, "distractos-pouch", direction=d),
                f"Use Distracto's Pouch: the Peasants go {DIR_WORD[d]} instead of"
                f" {DIR_WORD[arrow]}",
            )
            for d in ORTHOGONAL
            if d != arrow
        ]
    if task == "flask":
        return [
            (
                item_move(seat, "ye-flask-of-denis"),
                "Use Ye Flask of Denis: the burned Peasant goes to Trogdor's health",
            )
        ]
    if task == "protect-knight":
        return [
            (
                item_move(seat, "shield-of-cumberdale"),
                "Use Shield of Cumberdale: prevent the Knight's damage",
            )
        ]
    return [(item_move(seat, "super-trinket"), "Use Super Trinket: prevent the Archer's damage")]


def knights_here(w: Work, pos: int) -> bool:
    return bool(knight_mask(w) >> pos & 1)
