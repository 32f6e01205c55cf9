"""Every hint kind, declared once: its game, name, budgets and solver.

The API reads this table to accept a hint request (``kind``, ``budget_ms``) and to list a game's
kinds in ``GET /v1/games/{game}``; the worker reads it to solve. A kind without a solver cannot
exist, so a request the API accepted always reaches a solver. Adding a hint is one entry here
(with the pydantic model of its result's ``plan``, if it answers one: the API types each kind's
result, ``{Game}{Kind}Result``, from this table).

A solver takes a game's *internal* state (as ``GAME.from_wire`` makes it), the seat asking (or
``None``) and the budget in milliseconds, enforces the budget itself (a :class:`Deadline` in its
search loop), and answers a :class:`~solvers.core.HintResult`, or raises
:class:`~solvers.core.Unsolvable`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from solvers.core import HintResult, UnknownSolver, Unsolvable
from solvers.draggmar.equip import DraggmarEquipPlan, solve_equip
from solvers.draggmar.route import DraggmarRoutePlan, solve_route
from solvers.thrag.fight_plan import ThragFightPlan, solve_fight_plan
from solvers.trogdor.plan import solve_turn_plan
from solvers.troll_party.placement import TrollPartyPlacementPlan, solve_placement

Solver = Callable[[Any, int | None, int], HintResult]


@dataclass(frozen=True, slots=True)
class HintKind:
    """One kind of hint a game offers."""

    game: str
    name: str
    description: str
    default_budget_ms: int
    max_budget_ms: int
    solver: Solver
    #: the shape of the result's ``plan``, for the kinds that answer one (a pydantic model)
    plan: type[BaseModel] | None = None


HINT_KINDS: tuple[HintKind, ...] = (
    HintKind(
        game="draggmar",
        name="route",
        description="Where the seat scouts or which location it selects this round (D10):"
        " Monte Carlo over deals of the cards the seat has not seen, each option played to the"
        " round's end by a rule of thumb; answers the expected Fame and doom change of every"
        " location with 95% intervals.",
        default_budget_ms=2000,
        max_budget_ms=30000,
        solver=solve_route,
        plan=DraggmarRoutePlan,
    ),
    HintKind(
        game="draggmar",
        name="equip",
        description="The hero and items the seat takes into the room its group meets (D12):"
        " a CP-SAT model under the class and slot limits that meets the room's goal (kill,"
        " disarm, open), then keeps the hero alive, then spends fewest wounds and items;"
        " optimal when proved.",
        default_budget_ms=1000,
        max_budget_ms=10000,
        solver=solve_equip,
        plan=DraggmarEquipPlan,
    ),
    HintKind(
        game="thrag",
        name="fight-plan",
        description="Expectimax over the rest of the turn: which beast to fight, pawns, coin or"
        " plain strike, payment, when to stop; maximises the win probability as estimated by a"
        " documented evaluation of end-of-turn states.",
        default_budget_ms=2000,
        max_budget_ms=30000,
        solver=solve_fight_plan,
        plan=ThragFightPlan,
    ),
    HintKind(
        game="trogdor",
        name="turn-plan",
        description="The rest of the seat's phase one: the card (or its discard for 5 AP, T18),"
        " powers, items and Trogdor's actions in order, maximising the expected end-of-turn"
        " utility of solvers/trogdor/objective.py (win, then death, then expected damage over"
        " the Movement deck, then progress); exact search, CP-SAT when it cannot finish.",
        default_budget_ms=3000,
        max_budget_ms=30000,
        solver=solve_turn_plan,
    ),
    HintKind(
        game="troll-party",
        name="placement",
        description="The seat's next decision (a card for a table, Purple's peek and swap,"
        " Orange's nullify, ties and goats) over its information set only: regret matching over"
        " its moves on deals of the cards it has not seen, with playouts by a rule of thumb;"
        " answers a mixed strategy and the estimated chance of winning.",
        default_budget_ms=1000,
        max_budget_ms=10000,
        solver=solve_placement,
        plan=TrollPartyPlacementPlan,
    ),
)


def kinds_for(game_id: str) -> dict[str, HintKind]:
    """The hint kinds of a game, by name, in declaration order (the first is the default)."""
    return {kind.name: kind for kind in HINT_KINDS if kind.game == game_id}


def solve(game_id: str, kind: str, state: Any, seat: int | None, budget_ms: int) -> HintResult:
    """The hint ``result`` for ``seat`` in ``state`` within ``budget_ms`` milliseconds."""
    declared = kinds_for(game_id).get(kind)
    if declared is None:
        known = ", ".join(kinds_for(game_id)) or "none"
        raise UnknownSolver(
            f"no hint kind {kind!r} for game {game_id!r}; known: {known}", reason="unknown-kind"
        )
    if budget_ms <= 0:
        raise Unsolvable(f"the budget must be positive, got {budget_ms} ms", reason="budget")
    return declared.solver(state, seat, budget_ms)
