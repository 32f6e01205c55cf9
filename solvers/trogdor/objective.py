"""The ONE objective of Trogdor's turn planner: what a position at the end of phase one is worth.

Both solvers (:mod:`solvers.trogdor.search`, :mod:`solvers.trogdor.cpsat`) maximise the same
number, the expected value, over the board phase that follows, of

    WIN      if the game is won (T15)                           (dominates everything)
  - DEATH  x P(Trogdor dies in the coming board phase)
  - DAMAGE x E[damage from the Knights, the Troghammer and the Archer in that phase]
  + TILE x burned tiles + COTTAGE x burning Cottages
  - PEASANT x Peasants on the board + HEALTH x health (the Trog-Meter)

and a dead Trogdor (or one in Fiery Rage, T16) is worth :data:`DEAD`, below every living
position. The damage is computed exactly from the Movement cards still in the deck (each is
equally likely to be the board phase's card; an empty deck is its discard pile reshuffled, as the
engine does): each Knight and the Troghammer walk the card's path with wraparound and hit
Trogdor if they pass or stop on his tile without starting there (T6); the Archer walks it and
shoots along the line of his last step (T7). Hiding (T14) and Block protect from all of it.

What it leaves out, knowingly: the Troghammer's re-move when he stops on a Knight or the Archer
(T12), a reactive item's prevented hit (Shield of Cumberdale, Super Trinket), Peasants spawned,
moved and repairing in the board phase, Knights repairing burning Cottages (T10), and what the
next turns hold. All weights are integers so that the value times the deck size is an integer:
CP-SAT optimises exactly the same number, and the two solvers agree to the last bit.

How the weights were chosen: by hand, NOT yet tuned by simulation. The order of magnitude follows
issue 12 (win, then death, then damage, then progress); within progress a Cottage is worth a
little less than the 8 tiles around it that must burn first, and a point of health about the
cost of a Knight's hit. ``gamekeeper simulate trogdor --policy plan`` (and ``greedy``) is the
tool to tune them, but in the first runs (2 seats, ``published``) neither policy won a game, so
the win rate cannot tell weights apart yet: tuning needs a finer figure (turns survived,
progress at the end).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from games.trogdor.state import TrogState, phase

#: won (T15): every tile and Cottage burning and no Peasant left, alive
WIN = 100_000
#: per unit of probability that Trogdor dies in the coming board phase
DEATH = 2_000
#: per expected point of damage in the coming board phase
DAMAGE = 30
#: per burned tile
TILE = 4
#: per burning Cottage
COTTAGE = 25
#: per Peasant on the board (removing one is progress)
PEASANT = 6
#: per point of health on the Trog-Meter
HEALTH = 20
#: a dead Trogdor: below every living position (the worst living one is above it)
DEAD = -(WIN + DEATH + DAMAGE * 4 + PEASANT * 7 + 1)

SIZE = 5
CELLS = 25
_DELTA = {"N": (-1, 0), "S": (1, 0), "E": (0, 1), "W": (0, -1)}


def wrap_step(pos: int, direction: str) -> int:
    """An enemy's step: enemies wrap around the board's edges (T1)."""
    r, c = divmod(pos, SIZE)
    dr, dc = _DELTA[direction]
    return ((r + dr) % SIZE) * SIZE + (c + dc) % SIZE


def _walk_cells(start: int, path: tuple[str, ...]) -> tuple[int, frozenset[int]]:
    """Where a walker ends and the tiles it enters (not its start, T6)."""
    pos, entered = start, set()
    for d in path:
        pos = wrap_step(pos, d)
        entered.add(pos)
    return pos, frozenset(entered)


@lru_cache(maxsize=65_536)
def _card_hits(
    path: tuple[str, ...], knights: tuple[int, ...], hammer: int | None, archer: int
) -> tuple[int, ...]:
    """For each tile Trogdor may end on: the hits one Movement card's path deals him there."""
    hits = [0] * CELLS
    walkers = (*knights, *(() if hammer is None else (hammer,)))
    for start in walkers:
        _, entered = _walk_cells(start, path)
        for t in entered:
            if t != start:  # T6: no damage in a movement that starts on Trogdor's tile
                hits[t] += 1
    end, _ = _walk_cells(archer, path)
    r, c = divmod(end, SIZE)
    if path[-1] in ("E", "W"):
        line = [r * SIZE + k for k in range(SIZE)]
    else:
        line = [k * SIZE + c for k in range(SIZE)]
    for t in line:
        if t != end:  # T7: the whole line but the Archer's own tile
            hits[t] += 1
    return tuple(hits)


@dataclass(frozen=True, slots=True)
class Risk:
    """The board phase's damage for Trogdor ending on each tile, over ``cards`` equally likely
    cards: ``counts[tile][d]`` cards deal ``d`` hits there."""

    cards: int
    counts: tuple[tuple[int, ...], ...]

    def expected(self, tile: int) -> Fraction:
        return Fraction(sum(d * n for d, n in enumerate(self.counts[tile])), self.cards)

    def death(self, tile: int, health: int) -> Fraction:
        """T8: damage beyond the last point of health kills."""
        return Fraction(sum(self.counts[tile][health + 1 :]), self.cards)

    def scaled(self, tile: int, health: int) -> int:
        """``cards`` x the risk term (DEATH x P(death) + DAMAGE x E[damage]): an integer."""
        row = self.counts[tile]
        return DEATH * sum(row[health + 1 :]) + DAMAGE * sum(d * n for d, n in enumerate(row))


def board_deck(state: TrogState) -> int:
    """The Movement cards the board phase draws from: the deck, or its reshuffled discard."""
    return state.move_deck or state.move_discard


@lru_cache(maxsize=4_096)
def _risk(
    paths: tuple[tuple[str, ...], ...],
    knights: tuple[int, ...],
    hammer: int | None,
    archer: int,
) -> Risk:
    counts = [[0] * 8 for _ in range(CELLS)]
    for path in paths:
        for tile, h in enumerate(_card_hits(path, knights, hammer, archer)):
            counts[tile][h] += 1
    return Risk(len(paths), tuple(tuple(row) for row in counts))


def risk(state: TrogState) -> Risk:
    """The damage distribution per end tile for ``state``'s enemies and Movement deck."""
    deck = board_deck(state)
    key = (state.rs.key, deck)
    paths = _PATHS.get(key)
    if paths is None:
        if len(_PATHS) > 4_096:
            _PATHS.clear()
        cards = state.rs.move_cards
        paths = _PATHS[key] = tuple(tuple(c.path) for i, c in enumerate(cards) if deck >> i & 1)
    return _risk(paths, tuple(state.knights), state.troghammer, state.archer)


#: the paths of the Movement cards in a deck, by ruleset and deck mask (decks recur)
_PATHS: dict[tuple[object, int], tuple[tuple[str, ...], ...]] = {}


def protected(state: TrogState) -> bool:
    """Hiding (T14) or Block: no damage from Knights or the Archer in the board phase."""
    return state.hiding or state.card == "block"


def dead(state: TrogState) -> bool:
    return state.status == "defeat" or (state.status == "ongoing" and phase(state) == "rage")


def progress(state: TrogState) -> int:
    """Tiles, Cottages, Peasants and health, weighted: the part that needs no chance."""
    return (
        TILE * state.burned.bit_count()
        + COTTAGE * state.cottages_burning.bit_count()
        - PEASANT * len(state.peasants)
        + HEALTH * state.trog_meter
    )


def value(state: TrogState) -> Fraction:
    """The objective of a position at the end of phase one (see the module docstring)."""
    if state.status in ("victory", "petite_victory"):
        return Fraction(WIN + progress(state))
    if dead(state):
        return Fraction(DEAD)
    base = Fraction(progress(state))
    if protected(state):
        return base
    r = risk(state)
    if r.cards == 0:
        return base
    return base - Fraction(r.scaled(state.trogdor, min(state.trog_meter, 7)), r.cards)


def describe_risk(state: TrogState) -> str:
    """ "12% risk of 1 damage" style words for the end tile of a plan."""
    if state.status != "ongoing":
        return ""
    if protected(state):
        return "safe from Knights and the Archer" + (" (hiding)" if state.hiding else " (Block)")
    r = risk(state)
    if r.cards == 0:
        return "no Movement card left to draw"
    row = r.counts[state.trogdor]
    hit = sum(row[1:])
    if hit == 0:
        return "no Knight, Troghammer or Archer can reach that tile"
    p_death = r.death(state.trogdor, min(state.trog_meter, 7))
    expected = float(r.expected(state.trogdor))
    words = f"{100 * hit / r.cards:.0f}% risk of damage (expected {expected:.2f})"
    if p_death:
        words += f", {100 * float(p_death):.0f}% risk of death"
    return words
