"""Baseline policies for Thrag, without search: uniformly random, and a greedy rule of thumb.

They play the benchmark's opponents (:mod:`solvers.thrag.bench`), generate the calibration games of
:mod:`solvers.thrag.calibrate`, and give the solver an answer when its budget is too small for
even one iteration of search.
"""

from __future__ import annotations

import random
from typing import Any

from games.core.game import Game
from games.thrag import rules, wire
from games.thrag.content import Color
from games.thrag.state import CHOOSE, COLOR_INDEX, ThragState


def random_moves(state: ThragState, rng: random.Random) -> list[wire.AnyMove]:
    return [rng.choice(rules.legal_moves(state)).move]


def _coin_value(state: ThragState, v: int) -> int:
    return state.options.null_value if v == 0 else v


def slay_chance(state: ThragState, color: Color, die: int | None = None) -> float:
    """Chance that one flip (the best colour allowed) slays the drawn ``color`` beast."""
    beast = state.drawn_beast(color)
    die = state.thrag_die if die is None else die
    assert beast is not None and die is not None, "a drawn beast, and its dice rolled"
    if die >= beast.strength:
        return 1.0
    best = 0.0
    for c in rules.flippable_colors(state, color):
        coins = state.coins[COLOR_INDEX[c]]
        wins = sum(1 for v in coins if die + _coin_value(state, v) >= beast.strength)
        best = max(best, wins / len(coins))
    return best


def _cost(coins: tuple[int, ...]) -> tuple[int, int]:
    """A payment's cost: its points first, then its number of coins."""
    return sum(coins), len(coins)


def greedy_moves(state: ThragState, rng: random.Random) -> list[wire.AnyMove]:
    """A rule of thumb, without search.

    Choose: a beast a plain strike slays if any; else, on the first fight or when some beast
    is slain by a flip at least half the time, the beast with the best chance; else stop.
    Fight: strike when it slays; spend the beast's pawn if its die shows 3 or more, a black
    pawn if Thrag's die shows 0 or 1; else flip (the beast's colour, or the colour with the
    most coins to spare over its living beasts). Pay: the cheapest set (fewest points, then
    fewest coins).
    """
    thrag = state.thrag_die
    assert thrag is not None, "Thrag decides once the dice are rolled"
    if state.phase == CHOOSE:
        living = [b for b in state.drawn if not b.slain]
        sure = [b for b in living if thrag >= b.strength]
        if sure:
            return [wire.FightMove(beast=max(sure, key=lambda b: b.strength).color)]
        best = max(living, key=lambda b: slay_chance(state, b.color))
        if state.fights_this_turn and slay_chance(state, best.color) < 0.5:
            return [wire.Stop()]
        return [wire.FightMove(beast=best.color)]
    fight = state.fight
    assert fight is not None, "Thrag decides while choosing or fighting"
    if fight.damage:
        cheapest = min(rules.payment_options(state.hit_points, fight.damage), key=_cost)
        return [wire.Pay(coins=list(cheapest))]
    beast = state.drawn_beast(fight.beast)
    assert beast is not None and beast.die is not None, "the beast fought is drawn and rolled"
    if thrag >= beast.strength:
        return [wire.Strike()]
    for pawn in rules.spendable_pawns(state, fight.beast):
        status = state.pawns[COLOR_INDEX[pawn]]
        if (status == "unused" and beast.die >= 3) or (status == "black" and thrag <= 1):
            return [wire.SpendPawn(pawn=pawn)]
    colors = rules.flippable_colors(state, fight.beast)

    def spare(color: Color) -> int:
        i = COLOR_INDEX[color]
        return len(state.coins[i]) - (5 - len(state.slain[i]))

    return [wire.FlipCoin(color=max(colors, key=spare))]


def greedy_move(game: Game[ThragState, wire.AnyMove], state: ThragState, rng: random.Random) -> Any:
    """:func:`greedy_moves` as a policy of :mod:`solvers.policies` (one move at a time)."""
    return greedy_moves(state, rng)[0]
