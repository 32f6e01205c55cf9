"""Every policy that can play a game by itself, declared once: its game, name and chooser.

``gamekeeper simulate`` plays whole games with them (:mod:`solvers.simulate`); the benchmarks
and the tuning of solvers' weights use them as opponents and baselines. Adding a policy is one
entry in :data:`POLICIES` (a game's own policies live in ``solvers/<game>/``).

A chooser takes a game's *internal* state where some seat must move (never a chance node), and a
seeded ``random.Random``; it answers one move for a seat in ``to_act``. Chance is resolved by the
simulator, so a policy never sees the outcome of a draw before it happens. A policy that can
also move for a seat it is given (``choose_for``) can play against other policies
(``gamekeeper simulate --opponents``), in games where several seats act at once too.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from games.core.game import Game
from games.core.registry import all_games
from solvers.draggmar import policies as dragg_policies
from solvers.draggmar import route as dragg_route
from solvers.draggmar.greedy import greedy_for as dragg_greedy_for
from solvers.draggmar.greedy import greedy_move
from solvers.thrag import policies as thrag_policies
from solvers.thrag.baselines import greedy_move as thrag_greedy_move
from solvers.trogdor import policies as trogdor_policies
from solvers.troll_party import greedy as troll_greedy
from solvers.troll_party import placement as troll_placement

Chooser = Callable[[Game[Any, Any], Any, random.Random], Any]
SeatChooser = Callable[[Game[Any, Any], Any, random.Random, int], Any]


@dataclass(frozen=True, slots=True)
class Policy:
    """One way of playing a game (``game`` None: every game)."""

    game: str | None
    name: str
    description: str
    choose: Chooser
    #: the move for a given seat in ``to_act``: None when the policy has no such chooser
    choose_for: SeatChooser | None = None


def random_move(game: Game[Any, Any], state: Any, rng: random.Random) -> Any:
    """A legal move drawn uniformly (among every seat's moves)."""
    return rng.choice(game.legal_moves(state)).move


def random_move_for(game: Game[Any, Any], state: Any, rng: random.Random, seat: int) -> Any:
    """A legal move of ``seat`` drawn uniformly."""
    return rng.choice([o for o in game.legal_moves(state) if o.seat == seat]).move


POLICIES: tuple[Policy, ...] = (
    Policy(
        game=None,
        name="random",
        description="a legal move drawn uniformly at random",
        choose=random_move,
        choose_for=random_move_for,
    ),
    Policy(
        game="draggmar",
        name="greedy",
        description="parties up in low dungeons, fills the hand, fights with its best items",
        choose=greedy_move,
        choose_for=dragg_greedy_for,
    ),
    Policy(
        game="draggmar",
        name="route",
        description="scouts and selects by the route hint (Monte Carlo over the seat's"
        f" information set to the round's end, {dragg_route.POLICY_PLAYOUTS} playouts a"
        " decision); everything else as greedy",
        choose=dragg_policies.route_move,
        choose_for=dragg_policies.route_for,
    ),
    Policy(
        game="draggmar",
        name="equip",
        description="takes the equip hint's hero and items into every room (CP-SAT, exact);"
        " everything else as greedy",
        choose=dragg_policies.equip_move,
        choose_for=dragg_policies.equip_for,
    ),
    Policy(
        game="draggmar",
        name="route-equip",
        description="the route hint's scouting and selection and the equip hint's rooms;"
        " everything else as greedy",
        choose=dragg_policies.route_equip_move,
        choose_for=dragg_policies.route_equip_for,
    ),
    Policy(
        game="thrag",
        name="greedy",
        description="a rule of thumb without search: fight what a strike slays, else the best"
        " chance; pawns and flips by the dice; pay the cheapest (solvers/thrag/baselines.py)",
        choose=thrag_greedy_move,
    ),
    Policy(
        game="thrag",
        name="fight-plan",
        description="the fight-plan hint's moves up to the next chance event, its search"
        f" {thrag_policies.NODES:,} nodes at most (about 100 ms of CPU; a deterministic budget,"
        " the served hint stops at its time budget instead); the evaluation with hp_low (issue"
        " 31)",
        choose=thrag_policies.fight_plan,
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
    Policy(
        game="troll-party",
        name="greedy",
        description="a rule of thumb without search: each card where its chance of being the"
        " middle one, against the cards the seat has not seen, is worth most; never peeks or"
        " nullifies (solvers/troll_party/greedy.py)",
        choose=troll_greedy.greedy_move,
        choose_for=troll_greedy.greedy_for,
    ),
    Policy(
        game="troll-party",
        name="placement",
        description="every decision by the placement hint: regret matching over the rule of"
        f" thumb's best {troll_placement.CANDIDATES} placements (every other decision's moves),"
        " on worlds dealt from the cards the seat has not seen, with playouts;"
        f" {troll_placement.POLICY_PLAYOUTS} playouts a decision",
        choose=troll_placement.placement_move,
        choose_for=troll_placement.placement_for,
    ),
)


def policies_for(game_id: str) -> dict[str, Policy]:
    """A game's policies by name, the ones every game has first."""
    if game_id not in all_games():
        raise KeyError(f"no game {game_id!r}; games: {', '.join(all_games())}")
    return {p.name: p for p in POLICIES if p.game in (None, game_id)}
