"""The board: geometry of the 5x5 grid and what happens on it (T1-T11, T15, T16).

Rules run on the one draft of a move (``games.core.record``: a :class:`TrogFields` made once
per ``apply`` and frozen again at the end). Every helper appends the events it causes.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from games.trogdor.content import CELLS, CENTRE, SIZE, TROGHAMMER
from games.trogdor.position import ALL, TrogFields, bits, pos_json, pos_text

# --- geometry (T1) ---------------------------------------------------------------------------

DELTAS = {
    "N": (-1, 0),
    "E": (0, 1),
    "S": (1, 0),
    "W": (0, -1),
    "NE": (-1, 1),
    "SE": (1, 1),
    "SW": (1, -1),
    "NW": (-1, -1),
}
ORTHOGONAL = ("N", "E", "S", "W")
DIAGONAL = ("NE", "SE", "SW", "NW")
DIR_WORD = {
    "N": "north",
    "E": "east",
    "S": "south",
    "W": "west",
    "NE": "north-east",
    "SE": "south-east",
    "SW": "south-west",
    "NW": "north-west",
}


def _step(pos: int, d: str, wrap: bool) -> int:
    r, c = divmod(pos, SIZE)
    dr, dc = DELTAS[d]
    r, c = r + dr, c + dc
    if wrap:
        return (r % SIZE) * SIZE + c % SIZE
    if 0 <= r < SIZE and 0 <= c < SIZE:
        return r * SIZE + c
    return -1


STEP = {d: tuple(_step(p, d, False) for p in range(CELLS)) for d in DELTAS}
WRAP = {d: tuple(_step(p, d, True) for p in range(CELLS)) for d in DELTAS}


def _mask(cells: Iterable[int]) -> int:
    m = 0
    for p in cells:
        if p >= 0:
            m |= 1 << p
    return m


ORTH = tuple(_mask(STEP[d][p] for d in ORTHOGONAL) for p in range(CELLS))
DIAG = tuple(_mask(STEP[d][p] for d in DIAGONAL) for p in range(CELLS))
AROUND = tuple(ORTH[p] | DIAG[p] | 1 << p for p in range(CELLS))
ROW = tuple(_mask(r * SIZE + c for c in range(SIZE)) for r in range(SIZE))
COL = tuple(_mask(r * SIZE + c for r in range(SIZE)) for c in range(SIZE))
#: T4/Shot Put!: tiles one or two steps away along the eight lines (no wraparound)
REACH2 = tuple(
    _mask(q for d in DELTAS for q in (STEP[d][p], STEP[d][STEP[d][p]] if STEP[d][p] >= 0 else -1))
    for p in range(CELLS)
)


def knights_at(w: TrogFields, pos: int) -> int:
    """How many Knights stand on ``pos``, the Troghammer included (T5, T52)."""
    return w.knights.count(pos) + (w.troghammer == pos)


def knights_mask(w: TrogFields) -> int:
    """The tiles a Knight or the Troghammer stands on: entering one costs damage (T5, T52)."""
    m = _mask(w.knights)
    if w.troghammer is not None:
        m |= 1 << w.troghammer
    return m


def occupied_mask(w: TrogFields) -> int:
    """Pieces and Cottages: what makes a space not empty (rulebook, Empty Spaces)."""
    pieces = knights_mask(w) | 1 << w.archer | 1 << w.trogdor | _mask(w.peasants)
    return pieces | w.cottage_mask


# --- items' recharge (T13) -------------------------------------------------------------------

RECHARGE = {
    "ye-flask-of-denis": "visit:Lake",
    "distractos-pouch": "damage",
    "that-dog-tennis-ball-thing": "peasant-repair",
    "ring-of-voip": "cottage-burned",
    "two-gross-beans": "visit:Forest",
    "shield-of-cumberdale": "heal",
    "super-trinket": "visit:Archer",
    "baubles-of-astray": "visit:Tunnel",
}


def recharge(w: TrogFields, trigger: str) -> None:
    """T13: the active seat's discharged item recharges when its condition happens."""
    s = w.seats[w.active]
    if s.item is not None and not s.charged and RECHARGE.get(s.item) == trigger:
        w.set_charged(w.active, True)
        w.event("item_recharged", f"{s.item} recharges", item=s.item, seat=w.active)


# --- burning (T3, T4, T11) -----------------------------------------------------------------


def cottage_eligible(w: TrogFields, pos: int) -> bool:
    """T4: the Cottage's tile and its existing 8 neighbours are burned."""
    around = AROUND[pos]
    return w.burned & around == around


def lake_eligible(w: TrogFields, pos: int) -> bool:
    """T4: the Lake's existing orthogonal neighbours are burned."""
    return w.burned & ORTH[pos] == ORTH[pos]


def burn_tile(w: TrogFields, pos: int, by_trogdor: bool) -> None:
    if w.burned >> pos & 1:
        return
    w.burned |= 1 << pos
    kind = w.kinds[pos]
    w.event(
        "tile_burned", f"The {kind} tile at {pos_text(pos)} burns", pos=pos_json(pos), tile=kind
    )
    if kind == "Cottage":
        recharge(w, "cottage-burned")
    if (
        by_trogdor
        and w.card == "stump-rock"
        and kind in ("Stump", "Rock")
        and "stump-rock" not in w.used
        and w.status == "ongoing"
    ):
        w.used = w.used | {"stump-rock"}
        w.ap += 4
        w.event("ap_gained", "Stump & Rock: 4 more AP", ap=4)


def ignite_cottage(w: TrogFields, pos: int) -> None:
    w.cottages_burning |= 1 << pos
    w.event("cottage_burned", f"The Cottage at {pos_text(pos)} burns!", pos=pos_json(pos))
    recharge(w, "cottage-burned")


def take_peasants(w: TrogFields, pos: int, count: int | None = None) -> int:
    """Remove Peasants at ``pos`` from the board (all, or ``count``); how many were removed."""
    kept, taken = [], 0
    for p in w.peasants:
        if p == pos and (count is None or taken < count):
            taken += 1
        else:
            kept.append(p)
    if taken:
        w.peasants = tuple(kept)
    return taken


def queue_burns(w: TrogFields, pos: int, n: int, lit_by: str | None) -> None:
    """T11: burning Peasants run one after another, in the order they caught fire."""
    tasks = w.tasks
    i = 0
    while i < len(tasks) and tasks[i][0] in ("burn", "flask"):
        i += 1
    w.tasks = (*tasks[:i], *(("burn", (pos, lit_by)),) * n, *tasks[i:])


def ignite_peasants(
    w: TrogFields, pos: int, count: int | None = None, lit_by: str | None = None
) -> None:
    """T11: the Peasants at ``pos`` (all, or ``count``) catch fire and will run; T42: on the
    Lake they are saved at once (no card is drawn, nothing burns, they stay). ``lit_by`` is
    ``"trogdor"`` when he set them aflame himself (T43: Ye Flask of Denis)."""
    here = w.peasants.count(pos)
    n = here if count is None else min(count, here)
    if not n:
        return
    if w.is_lake(pos):
        what = (
            "A Peasant set aflame on the Lake is"
            if n == 1
            else f"{n} Peasants set aflame on the Lake are"
        )
        w.event("peasant_saved", f"T42: {what} saved at once at {pos_text(pos)}", pos=pos_json(pos))
        return
    take_peasants(w, pos, n)
    what = "A Peasant catches" if n == 1 else f"{n} Peasants catch"
    w.event("peasant_ignited", f"{what} fire at {pos_text(pos)}", pos=pos_json(pos), count=n)
    queue_burns(w, pos, n, lit_by)


def burninate(w: TrogFields, pos: int, target: Literal["tile", "peasant", "cottage"]) -> None:
    """T3: Trogdor burninates the tile at ``pos``, one Peasant on it, or its Cottage."""
    if target == "tile":
        burn_tile(w, pos, by_trogdor=True)
    elif target == "peasant":
        ignite_peasants(w, pos, 1, lit_by="trogdor")
    else:
        ignite_cottage(w, pos)


def burn_everything_at(w: TrogFields, pos: int, by_trogdor: bool) -> None:
    """T17 / T11: burn the tile, ignite its Peasants and its Cottage if eligible."""
    burn_tile(w, pos, by_trogdor)
    cottage = 1 << pos
    if w.cottage_mask & cottage and not w.cottages_burning & cottage and cottage_eligible(w, pos):
        ignite_cottage(w, pos)
    ignite_peasants(w, pos, lit_by="trogdor" if by_trogdor else None)


def run_burning_peasant(
    w: TrogFields, start: int, lit_by: str | None, path: tuple[str, ...]
) -> None:
    """T11: a burning Peasant runs ``path`` from ``start``; T43: Ye Flask of Denis is offered
    when it burns out only if Trogdor set it aflame himself (``lit_by``)."""
    pos = start
    burn_everything_at(w, pos, by_trogdor=False)
    for d in path:
        pos = WRAP[d][pos]
        if w.is_lake(pos):
            w.peasants = tuple(sorted((*w.peasants, pos)))
            w.event(
                "peasant_saved",
                f"The burning Peasant runs into the Lake at {pos_text(pos)} and survives",
                pos=pos_json(pos),
            )
            return
        burn_everything_at(w, pos, by_trogdor=False)
    if w.variant == "published" and w.cottages_burning >> pos & 1:
        w.push(("burn", (pos, lit_by)))
        w.event(
            "peasant_runs_again",
            f"The burning Peasant ends on a burning Cottage at {pos_text(pos)}: it runs again",
            pos=pos_json(pos),
        )
        return
    if lit_by == "trogdor" and w.item_seat("ye-flask-of-denis") is not None:
        w.push(("flask", None))
        return
    w.void += 1
    w.event(
        "peasant_burned_out", f"The burning Peasant burns out at {pos_text(pos)}", pos=pos_json(pos)
    )


# --- damage and health (T5-T8, T12) --------------------------------------------------------


def heal(w: TrogFields, text: str) -> None:
    w.trog_meter += 1
    w.event("health_gained", text, health=w.trog_meter)
    recharge(w, "heal")


def protected(w: TrogFields, source: str) -> str | None:
    """Why Trogdor takes no damage from ``source`` (enter, knight, archer), if he does not."""
    if source == "enter":
        return "Invisibility!" if w.card == "invisibility" else None
    if w.hiding:
        return "he is hiding"
    if w.card == "block":
        return "Block"
    return None


def hurt(w: TrogFields, source: str, hits: int = 1) -> None:
    """T5-T7: ``hits`` damage at once (T52: one per Knight Trogdor enters); protections first,
    then the reactive item that prevents one of them (T19), then damage."""
    why = protected(w, source)
    if why is not None:
        w.event("damage_prevented", f"Trogdor takes no damage: {why}", source=source)
        return
    kind = "archer" if source == "archer" else "knight"
    item = "super-trinket" if kind == "archer" else "shield-of-cumberdale"
    if w.item_seat(item) is not None:
        w.push(("protect", (kind, hits)))
        return
    take_damage(w, kind, hits)


def take_damage(w: TrogFields, kind: str, hits: int = 1) -> None:
    """T8: a Peasant from the Trog-Meter to the Void per hit, or death; T12: Troghammer cards
    in. T58: no hit left (a reactive item prevented every one) is no damage taken: nothing is
    shuffled in and nothing recharges."""
    if hits <= 0:
        return
    if not w.hammer_in:
        w.hammer_in = True
        i = w.rs.card_index[TROGHAMMER]
        deck = list(w.action_deck)
        deck[i] += w.rs.cards[i].copies
        w.action_deck = tuple(deck)
        w.event("troghammer_shuffled_in", "T12: the Troghammer cards are shuffled into the deck")
    recharge(w, "damage")
    for _ in range(hits):
        if not w.trog_meter:
            text = f"Trogdor takes damage from the {kind} with no health left: he dies"
            w.event("trogdor_died", text, source=kind)
            die(w)
            return
        w.trog_meter -= 1
        w.void += 1
        w.event(
            "damage", f"Trogdor takes 1 damage from the {kind}", source=kind, health=w.trog_meter
        )


def die(w: TrogFields) -> None:
    """T15/T16: death ends the game, or goes to Fiery Rage where that is on."""
    burning = sum(1 for name, _ in w.tasks if name in ("burn", "flask"))
    w.void += burning  # Peasants still aflame burn out
    if w.rs.fiery_rage:
        w.tasks = (("rage", 1),)
        w.event("fiery_rage", "TROGDOR'S FIERY RAGE!")
        return
    finish(w, "defeat", "Trogdor is dead: defeat")


#: why a game ended, by its final status (T15, T16, T48): ``end_reason`` of game_over and Score
END_REASONS = {
    "victory": "burninated",
    "petite_victory": "fiery_rage",
    "defeat": "died",
    "turn_limit": "turn_limit",
}


def finish(w: TrogFields, status: str, text: str) -> None:
    w.status = status
    w.tasks = ()
    w.event("game_over", text, status=status, end_reason=END_REASONS[status])


def victory_met(w: TrogFields) -> bool:
    """T15's board conditions (alive aside)."""
    return (
        w.burned == ALL
        and w.cottages_burning == w.cottage_mask
        and not w.peasants
        and not any(name in ("burn", "flask") for name, _ in w.tasks)
    )


# --- Trogdor moving (T5, T13) --------------------------------------------------------------


def enter(w: TrogFields, pos: int) -> None:
    """Trogdor enters ``pos`` by any means during his turn (T5, T13, T41; T52: one damage per
    Knight there)."""
    w.trogdor = pos
    kind = w.kinds[pos]
    if kind in ("Lake", "Forest", "Tunnel"):
        recharge(w, f"visit:{kind}")
    if pos == w.archer:
        recharge(w, "visit:Archer")
    knights = knights_at(w, pos)
    if knights:
        hurt(w, "enter", knights)


# --- enemies (T6, T7, T10, T12) --------------------------------------------------------------


def walk_knight(w: TrogFields, start: int, path: tuple[str, ...], name: str) -> tuple[int, bool]:
    """T6/T10: a Knight's movement; repairs burning Cottages; whether it hits Trogdor."""
    repairs = w.keeper != "worchex"
    started_on = start == w.trogdor
    pos, hit = start, False
    for i in range(len(path) + 1):
        if i:
            pos = WRAP[path[i - 1]][pos]
            if pos == w.trogdor and not started_on:
                hit = True
        if repairs and w.cottages_burning >> pos & 1:
            w.cottages_burning &= ~(1 << pos)
            w.event(
                "cottage_repaired",
                f"{name} repairs the Cottage at {pos_text(pos)}",
                pos=pos_json(pos),
            )
    w.event(
        "knight_moved",
        f"{name} moves {''.join(path)} to {pos_text(pos)}",
        who=name,
        path=list(path),
        to=pos_json(pos),
    )
    return pos, hit


def move_troghammer(w: TrogFields, path: tuple[str, ...]) -> None:
    """T12: the Troghammer moves like a Knight; on a Knight or the Archer he moves again."""
    assert w.troghammer is not None, "only a Troghammer on the board moves (T12)"
    pos, hit = walk_knight(w, w.troghammer, path, "The Troghammer")
    w.troghammer = pos
    if pos in w.knights or pos == w.archer:
        w.push(("hammer_move", None))
        w.event("troghammer_again", "The Troghammer stops on a Knight or the Archer: again")
    if hit:
        hurt(w, "knight")


def place_troghammer(w: TrogFields) -> None:
    """T12: a Troghammer card puts him on the centre; T51: on Trogdor's tile, that is a hit."""
    w.troghammer = CENTRE
    w.event("troghammer_enters", f"The Troghammer enters on {pos_text(CENTRE)}")
    if w.variant == "published" and (CENTRE in w.knights or w.archer == CENTRE):
        w.push(("hammer_move", None))
        w.event("troghammer_again", "The centre holds a Knight or the Archer: he moves at once")
    if w.trogdor == CENTRE:
        hurt(w, "knight")


def move_archer(w: TrogFields, path: tuple[str, ...]) -> None:
    """T7: the Archer walks the path, then shoots both ways along his last step's line."""
    pos = w.archer
    for d in path:
        pos = WRAP[d][pos]
    w.archer = pos
    last = path[-1]
    line = (ROW[pos // SIZE] if last in ("E", "W") else COL[pos % SIZE]) & ~(1 << pos)
    w.event(
        "archer_moved",
        f"The Archer moves {''.join(path)} to {pos_text(pos)} and shoots {DIR_WORD[last]} and back",
        path=list(path),
        to=pos_json(pos),
    )
    if line >> w.trogdor & 1:
        w.event("arrowed", "ARROWED! The arrow flies at Trogdor")
        hurt(w, "archer")


def spawn_at(w: TrogFields, cottages: list[int]) -> None:
    """T9: one Peasant from the Trog-Meter to each Cottage (not damage)."""
    for p in cottages:
        w.trog_meter -= 1
        w.peasants = tuple(sorted((*w.peasants, p)))
        w.event(
            "peasant_spawned", f"A Peasant spawns at the Cottage at {pos_text(p)}", pos=pos_json(p)
        )


def spawnable(w: TrogFields) -> list[int]:
    """T9: unburned Cottages; published: only those whose tile has no Peasant."""
    out = []
    for p in bits(w.cottage_mask & ~w.cottages_burning):
        if w.variant == "published" and p in w.peasants:
            continue
        out.append(p)
    return out


def move_peasants(w: TrogFields, arrow: str, repair: bool) -> None:
    """Step 2 (T10): all Peasants step ``arrow``; Repair unburns where they stop."""
    if not w.peasants:
        return
    moved = tuple(sorted(WRAP[arrow][p] for p in w.peasants))
    w.peasants = moved
    w.event("peasants_moved", f"The Peasants move {DIR_WORD[arrow]}", arrow=arrow)
    if repair:
        if w.keeper == "brovelade":
            w.event("no_repair", "Brovelade: the Peasants cannot repair this turn")
        else:
            for p in sorted(set(moved)):
                if w.burned >> p & 1:
                    w.burned &= ~(1 << p)
                    w.event("tile_repaired", f"The Peasants repair {pos_text(p)}", pos=pos_json(p))
                    recharge(w, "peasant-repair")
    for p in sorted(set(moved)):
        if w.cottages_burning >> p & 1:
            ignite_peasants(w, p)


def rage_burn(w: TrogFields, pos: int) -> None:
    """T16: Fiery Rage burns the tile and its Cottage, erases its Peasants and Knights."""
    w.burned |= 1 << pos
    w.cottages_burning |= w.cottage_mask & 1 << pos
    w.void += take_peasants(w, pos)
    w.knights = tuple(k for k in w.knights if k != pos)
    if w.troghammer == pos:
        w.troghammer = None


def rage_walk(w: TrogFields, path: tuple[str, ...]) -> None:
    """T16: Trogdor walks the path, wrapping, burning all he enters."""
    pos = w.trogdor
    for d in path:
        pos = WRAP[d][pos]
        rage_burn(w, pos)
    w.trogdor = pos
    w.event("rage", f"Trogdor rages {''.join(path)} to {pos_text(pos)}", path=list(path))
