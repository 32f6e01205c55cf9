"""A rule of thumb for New Troll Party, without search: the ``greedy`` policy and the default
policy of the placement hint's playouts.

It places, one card at a time, the card and table worth most by the chance its card is the
middle one (P4), counting the other bands' cards at that table as drawn from their unseen cards
(:mod:`solvers.troll_party.knowledge`: never a card the seat has not seen); wanting a goat while
its total is below the others', avoiding one while it leads. At its own table it also weighs the
highest card (a goat moves its way) and the lowest (a goat goes back). In the last round it keeps
the card whose final effect gains most (P6). Purple never peeks and Orange never nullifies; ties
are ordered, goats moved and returned to leave the seat nearest the middle total (P10).
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from functools import lru_cache
from typing import Any

from games.core.game import Game, LegalMove
from games.troll_party import wire
from games.troll_party.content import EFFECT_GOATS, ROUNDS, TABLES, card
from games.troll_party.state import TrollState
from games.troll_party.view import hidden_cards
from solvers.troll_party.knowledge import unseen_halves

#: weight of the highest and lowest card at the seat's own table, against a goat from the middle
OWN_HIGH, OWN_LOW = 0.4, 0.4
#: weight of a card's final effect (P6) when placing it in the last round, and in earlier ones
FINAL_LAST, FINAL_EARLY = 0.6, 0.1


def want_goats(totals: tuple[int, ...], seat: int) -> float:
    """How much a goat is worth to the seat now: the middle total wins (P10)."""
    mine = totals[seat]
    others = [t for b, t in enumerate(totals) if b != seat]
    if mine < min(others):
        return 1.0
    if mine < max(others):
        return 0.3
    return -0.5


def standing(totals: tuple[int, ...], golden: int, seat: int) -> float:
    """How near the seat is to winning with these totals (P10): 2 alone in the middle (or tied
    with the Golden Goat), 1 tied for it, else minus the distance to the middle total."""
    middle = sorted(totals)[1]
    if totals[seat] != middle:
        return -abs(totals[seat] - middle)
    tied = [b for b in range(TABLES) if totals[b] == middle]
    return 2.0 if len(tied) == 1 or golden == seat else 1.0 if golden not in tied else -0.5


def _odds(pool: tuple[int, ...], value: int) -> tuple[float, float, float]:
    """P(above), P(equal), P(below) of a card drawn from ``pool`` against ``value``."""
    n = len(pool)
    if not n:
        return 0.0, 0.0, 0.0
    low, high = bisect_left(pool, value), bisect_right(pool, value)
    return (n - high) / n, (high - low) / n, low / n


@lru_cache(maxsize=65536)
def _rank_odds(value: int, rivals: tuple[tuple[int, ...], ...]) -> tuple[float, float, float]:
    """P(highest), P(middle), P(lowest) of ``value`` against two rivals' cards (ties: halved).

    Asked for every card of every decision of every playout, of a bounded few rival pools a
    game: each answer is worked out once."""
    (a1, e1, b1), (a2, e2, b2) = (_odds(p, value) for p in rivals)
    middle = a1 * b2 + b1 * a2 + 0.5 * (e1 * (a2 + b2) + e2 * (a1 + b1))
    high = b1 * b2 + 0.5 * (e1 * b2 + e2 * b1)
    low = a1 * a2 + 0.5 * (e1 * a2 + e2 * a1)
    return high, middle, low


def _rivals(
    state: TrollState, seat: int, table: int, hidden: set[tuple[int, int]], pools: Any
) -> tuple[tuple[int, ...], ...]:
    """The other two bands' cards at ``table``: the one the seat sees, else its unseen cards."""
    rivals = []
    for band in range(TABLES):
        if band == seat:
            continue
        placed = state.placements[table][band]
        seen = placed is not None and (table, band) not in hidden
        rivals.append((card(placed).halves,) if seen and placed else pools[band])
    return tuple(rivals)


def card_worths(state: TrollState, seat: int, choices: list[tuple[int, str]]) -> list[float]:
    """What putting each (table, card) of ``choices`` is worth to the seat, by the rule of
    thumb."""
    want = want_goats(state.tables, seat)
    keep = FINAL_LAST if state.round == ROUNDS else FINAL_EARLY
    has_goat = state.tables[seat] > 0
    hidden, pools = hidden_cards(state, seat), unseen_halves(state, seat)
    rivals = {t: _rivals(state, seat, t, hidden, pools) for t in {t for t, _ in choices}}
    worths = []
    for table, cid in choices:
        placed = card(cid)
        high, middle, low = _rank_odds(placed.halves, rivals[table])
        worth = want * middle - keep * EFFECT_GOATS[placed.effect]
        if table == seat:
            worth += OWN_HIGH * high - (OWN_LOW * low if has_goat else 0.0)
        worths.append(worth)
    return worths


def _best(offers: list[LegalMove[Any]], worths: list[float]) -> Any:
    return offers[max(range(len(offers)), key=worths.__getitem__)].move


def _after_goat(state: TrollState, move: wire.MoveGoat) -> tuple[tuple[int, ...], int]:
    tables = list(state.tables)
    tables[move.from_table] -= 1
    tables[move.to_table] += 1
    return tuple(tables), move.to_table if move.golden else state.golden


def choose(state: TrollState, seat: int, offers: list[LegalMove[Any]]) -> Any:
    """The rule of thumb's move among ``offers`` (the seat's legal moves)."""
    first = offers[0].move
    if isinstance(first, wire.PlaceCard):
        choices = [(o.move.table, o.move.card) for o in offers]
        return _best(offers, card_worths(state, seat, choices))
    if isinstance(first, wire.Swap):
        table = state.peeked_table()
        return _best(offers, card_worths(state, seat, [(table, o.move.card) for o in offers]))
    if isinstance(first, wire.OrderTies):
        want = want_goats(state.tables, seat)
        return max(offers, key=lambda o: want if o.move.order[1] == seat else 0.0).move
    if isinstance(first, wire.MoveGoat):
        return max(offers, key=lambda o: standing(*_after_goat(state, o.move), seat)).move
    if isinstance(first, wire.RemoveGoat):  # keep the Golden Goat: it breaks ties (P10)
        return next((o.move for o in offers if not o.move.golden), first)
    # P7 and P8: never peek, never nullify
    return next(o.move for o in offers if isinstance(o.move, wire.Decline))


def seat_offers(game: Game[Any, Any], state: TrollState, seat: int) -> list[LegalMove[Any]]:
    return [o for o in game.legal_moves(state) if o.seat == seat]


def greedy_for(game: Game[Any, Any], state: TrollState, rng: random.Random, seat: int) -> Any:
    """The ``greedy`` policy's move for ``seat``."""
    return choose(state, seat, seat_offers(game, state, seat))


def greedy_move(game: Game[Any, Any], state: TrollState, rng: random.Random) -> Any:
    """The ``greedy`` policy's move for the first seat to act."""
    return greedy_for(game, state, rng, game.to_act(state)[0])
