"""Every policy that can play a game by itself, declared once: its game, name and chooser.

``gamekeeper simulate`` plays whole games with them (:mod:`solvers.simulate`); the benchmarks
and the tuning of solvers' weights use them as opponents and baselines. Adding a policy is one
entry in :data:`POLICIES` (a game's own policies live in ``solvers/<game>/``).

A chooser takes a game's *internal* state where some seat must move (never a chance node), and a
seeded ``random.Random``; it answers one move for a seat in ``to_act``. Chance is resolved by the
simulator, so a policy never sees the outcome of a draw before it happens.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from games.core.game import Game
from games.core.registry import all_games
from solvers.draggmar.greedy import greedy_move
from solvers.thrag.baselines import greedy_move as thrag_greedy_move
from solvers.trogdor import policies as trogdor_policies

Chooser = Callable[[Game[Any, Any], Any, random.Random], Any]


@dataclass(frozen=True, slots=True)
class Policy:
    """One way of playing a game (``game`` None: every game)."""

    game: str | None
    name: str
    description: str
    choose: Chooser


def random_move(game: Game[Any, Any], state: Any, rng: random.Random) -> Any:
    """A legal move drawn uniformly (among every seat's moves)."""
    return rng.choice(game.legal_moves(state)).move


POLICIES: tuple[Policy, ...] = (
    Policy(
        game=None,
        name="random",
        description="a legal move drawn uniformly at random",
        choose=random_move,
    ),
    Policy(
        game="draggmar",
        name="greedy",
        description="parties up in low dungeons, fills the hand, fights with its best items",
        choose=greedy_move,
    ),
    Policy(
        game="thrag",
        name="greedy",
        description="a rule of thumb without search: fight what a strike slays, else the best"
        " chance; pawns and flips by the dice; pay the cheapest (solvers/thrag/baselines.py)",
        choose=thrag_greedy_move,
    ),
    Policy(
        game="trogdor",
        name="greedy",
        description="phase one: the move whose position is worth most if the turn ended there"
        " (the turn planner's objective); other decisions: a reactive item, else the first",
        choose=trogdor_policies.greedy,
    ),
    Policy(
        game="trogdor",
        name="plan",
        description="phase one: the turn-plan hint's moves (exact search; else the best of a"
        " lookahead over everything and the fragment's exact search or CP-SAT),"
        f" {trogdor_policies.PLAN_BUDGET_MS} ms a request on a node clock (search nodes and"
        " CP-SAT's deterministic time: games replay exactly); other decisions as greedy",
        choose=trogdor_policies.plan,
    ),
)


def policies_for(game_id: str) -> dict[str, Policy]:
    """A game's policies by name, the ones every game has first."""
    if game_id not in all_games():
        raise KeyError(f"no game {game_id!r}; games: {', '.join(all_games())}")
    return {p.name: p for p in POLICIES if p.game in (None, game_id)}
