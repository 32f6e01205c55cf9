"""The ``turn-plan`` hint: the best use of the rest of a seat's phase one (issue 12).

The answers tried within the budget, and the best of them given:

1. the exact search (:mod:`solvers.trogdor.search`) over everything phase one offers, Peasant
   runs and Path o' Burnination averaged exactly: ``quality: optimal``;
2. if it does not finish, the best plan without a Peasant burn, card power or item (CP-SAT's
   fragment), proved optimal among those: first by the same exact search limited to those
   moves (tens of milliseconds on most positions), then, if that does not finish either, by
   CP-SAT (:mod:`solvers.trogdor.cpsat`) with half of what is left;
3. then, with the rest, a lookahead over everything (:func:`solvers.trogdor.search.deepen`):
   the best plan over one decision, two, ... then ending the turn, on the exact search's
   table. Most turns' best plans burn Peasants or use a card's power, which the fragment
   leaves out; when the deepening reaches the end of phase one everywhere it has proved the
   optimum;
4. always first, so that a tiny budget still answers: the one-step greedy rule
   (:func:`greedy_plan`), over the fragment's moves.

Every answer's value is the exact expected objective of its plan (the lookahead's, of its plan
as it was chosen; a position it solved later in the same search is then followed as solved, a
play worth at least as much), so they compare exactly; a plan that is not proved best is a
lower bound of the optimum (``quality: estimate``). The value is
:mod:`solvers.trogdor.objective`'s. A plan stops at the first draw inside phase one (a burning
Peasant's run): ask again once it is drawn.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from games.trogdor import GAME
from games.trogdor.state import TrogState, phase
from solvers.core import Deadline, HintResult, Unsolvable, estimate, optimal, stats
from solvers.trogdor import objective
from solvers.trogdor.cpsat import NotCovered, solve_cpsat
from solvers.trogdor.search import (
    Expired,
    Search,
    Value,
    deepen,
    ending,
    in_fragment,
    in_phase_one,
    upper_bound,
)

#: share of the budget the search and CP-SAT may use; the rest is for the answer itself
SEARCH_SHARE = 0.85
#: share of that the exact search may use before the fragment's solvers get the rest
EXACT_SHARE = 0.4
#: share of what is left that the exact search over the fragment may use before CP-SAT
FRAGMENT_SHARE = 0.5
#: share of what is left then that CP-SAT may use (when the fragment's search did not finish)
#: before the lookahead over everything gets the rest
CPSAT_SHARE = 0.5
#: CP-SAT is started only with at least this much of the budget for it (building models costs)
CPSAT_MIN_MS = 250.0
#: the searches read the clock once every this many nodes: reading the process's CPU time
#: costs 0.6-2 us, a few percent of a node (~40 us); 16 nodes take well under a millisecond
POLL_EVERY = 16
#: what a search node counts for on a :class:`NodeClock`, in milliseconds: about an engine
#: node's CPU time on this machine (the model's take a third of it)
NODE_MS = 0.02


class NodeClock:
    """A clock that counts work, not time: each reading is :data:`POLL_EVERY` search nodes
    later (a :class:`~solvers.core.Deadline` reads it once every that many nodes), so a budget
    of ``n`` ms is about ``n / NODE_MS`` nodes, whatever the machine and its load. Given to
    :func:`plan_moves` it also makes CP-SAT's limit deterministic time, with one worker: a
    simulated game replays exactly (issue 30)."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += POLL_EVERY * NODE_MS / 1000
        return self.now


def meaning() -> str:
    """The objective's terms with the weights in use, for the hint's ``value`` and explanation."""
    w = objective.WEIGHTS
    return (
        "expected utility at the end of this turn's actions, over the board phase that follows:"
        f" {w.win} for a win, -{w.death} x P(death), -{w.damage} x expected damage from Knights,"
        " Troghammer and Archer (exact over the Movement deck), "
        f"+{w.tile} per burned tile, +{w.near} per burned tile in each Cottage's 3x3 (a burning"
        f" Cottage's counted whole), +{w.cottage} per burning Cottage, {w.peasant:+} per"
        f" Peasant on the board (none for one in the Void), +{w.health} per health"
    )


def check_solvable(state: TrogState, seat: int | None) -> None:
    if state.status != "ongoing":
        raise Unsolvable(
            f"the game is over ({state.status}): there is nothing to plan", reason="game-over"
        )
    if GAME.chance_outcomes(state):
        raise Unsolvable(
            "no decision is pending: a draw waits; send its outcome with apply, then ask again",
            reason="chance-pending",
        )
    if not in_phase_one(state):
        raise Unsolvable(
            f"turn-plan answers phase one (draw, choose, actions); the turn is in {phase(state)}",
            reason="not-to-act",
        )
    seats = GAME.to_act(state)
    if seat is not None and seat not in seats:
        raise Unsolvable(
            f"seat {seat} has no decision now; to act: {list(seats)}", reason="not-to-act"
        )


def greedy_plan(state: TrogState) -> tuple[list[Any], TrogState]:
    """The one-step rule: take the move whose resulting position is worth most now (as if the
    turn ended there), among the moves CP-SAT also has; stop when ending is best."""
    moves: list[Any] = []
    while in_phase_one(state) and not GAME.chance_outcomes(state):
        best: tuple[Fraction, Any, TrogState] | None = None
        for legal in GAME.legal_moves(state):
            move: Any = legal.move
            if not in_fragment(move):
                continue
            child, _ = GAME.apply(state, move)
            v = objective.value(_ended(child))
            if best is None or v > best[0]:
                best = (v, move, child)
        if best is None:
            break
        moves.append(best[1])
        state = best[2]
    return moves, state


def _ended(state: TrogState) -> TrogState:
    """``state`` with the actions ended and the powers after them declined: what it is worth now."""
    return ending(state)[1]


def solve_turn_plan(state: TrogState, seat: int | None, budget_ms: int) -> HintResult:
    """The ``turn-plan`` hint for ``state`` within ``budget_ms`` (see the module docstring)."""
    return plan_moves(state, seat, budget_ms)[1]


def plan_moves(
    state: TrogState,
    seat: int | None,
    budget_ms: int,
    clock: Callable[[], float] = time.perf_counter,
) -> tuple[list[Any], HintResult]:
    """The hint and its moves as the engine's move models (for policies that follow it).

    The budget is wall-clock time, as a player waits; a simulation passes a :class:`NodeClock`
    as ``clock``, a budget counted in search nodes and CP-SAT's deterministic time, so that
    its games replay exactly on any machine (the bench passes :func:`time.process_time`: the
    CPU time the searches took however busy the machine is; CP-SAT's own limit then stays
    wall-clock)."""
    check_solvable(state, seat)
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _solve(state, budget_ms, clock)
    finally:
        if collecting:
            gc.enable()


def _solve(
    state: TrogState, budget_ms: int, clock: Callable[[], float]
) -> tuple[list[Any], HintResult]:
    deadline = Deadline(budget_ms * SEARCH_SHARE, every=POLL_EVERY, clock=clock)
    greedy_moves, greedy_end = greedy_plan(state)
    greedy_end = _ended(greedy_end)
    exact_ms = budget_ms * SEARCH_SHARE * EXACT_SHARE
    search = Search(deadline=Deadline(exact_ms, every=POLL_EVERY, clock=clock), model=True)
    try:
        v = search.value(state)
        moves, end = search.principal(state)
        return moves, _result(state, moves, end, v, optimal(), "exact-search", (search,), deadline)
    except Expired:
        pass
    best = Candidate(objective.value(greedy_end), greedy_moves, greedy_end, "greedy")
    fragment_deadline = Deadline(deadline.left_ms() * FRAGMENT_SHARE, every=POLL_EVERY, clock=clock)
    fragment = Search(deadline=fragment_deadline, fragment=True)
    models = 0
    try:
        fv = fragment.value(state)
        fmoves, fend = fragment.principal(state)
        # greedy plays inside the fragment, so this proved optimum is at least its value
        best = Candidate(fv, fmoves, fend, "exact-search (fragment)")
    except Expired:
        cpsat_ms = deadline.left_ms() * CPSAT_SHARE
        if cpsat_ms >= CPSAT_MIN_MS:
            try:
                cv, cmoves, cend, planner = solve_cpsat(
                    state, cpsat_ms / 1000, deterministic=isinstance(clock, NodeClock)
                )
                models = planner.models
                if cv > best.value or (cv == best.value and planner.proved):
                    proved = "" if planner.proved else " (unproved)"
                    best = Candidate(cv, cmoves, cend, "cp-sat" + proved)
            except NotCovered:
                pass
    looked = deepen(search, state, Deadline(deadline.left_ms(), every=POLL_EVERY, clock=clock))
    depth, looked_nodes = (0, 0) if looked is None else (looked.depth, looked.nodes)
    if looked is not None and looked.proved:
        result = _result(
            state,
            looked.moves,
            looked.end,
            looked.value,
            optimal(),
            "exact-search",
            (search,),
            deadline,
            extra_nodes=looked_nodes,
            lookahead_depth=depth,
        )
        return looked.moves, result
    if looked is not None and looked.value > best.value:
        best = Candidate(looked.value, looked.moves, looked.end, "lookahead")
    quality = estimate(
        float(best.value),
        float(upper_bound(state)),
        0,
        "lower-bound",
        "the exact search did not finish in the budget; this is the best plan found, "
        + _FOUND_BY[best.solver.partition(" (")[0]].format(depth=depth)
        + " (the plan is worth at least this value, a lower bound of the optimum); the upper"
        " bound counts everything the AP left could burn",
    )
    result = _result(
        state,
        best.moves,
        best.end,
        best.value,
        quality,
        best.solver,
        (search, fragment),
        deadline,
        extra_nodes=looked_nodes,
        cpsat_models=models,
        lookahead_depth=depth,
    )
    return best.moves, result


@dataclass(frozen=True, slots=True)
class Candidate:
    """A plan one of the solvers found, with its exact value and where it leads."""

    value: Value
    moves: list[Any]
    end: TrogState
    solver: str


#: how each answer that is not proved optimal was found, for the hint's quality note
_FOUND_BY = {
    "greedy": "by the one-step rule",
    "exact-search": "the optimum without Peasant burns, card powers or items (proved by the"
    " exact search over those moves)",
    "cp-sat": "the best without Peasant burns, card powers or items, by CP-SAT",
    "lookahead": "looking {depth} decisions ahead over everything phase one offers, then ending"
    " the turn",
}


def _result(
    state: TrogState,
    moves: list[Any],
    end: TrogState,
    v: Value,
    quality: Any,
    solver: str,
    searches: tuple[Search, ...],
    deadline: Deadline,
    extra_nodes: int = 0,
    **extra: Any,
) -> HintResult:
    return {
        "moves": [m.model_dump(mode="json") for m in moves],
        "value": {"amount": float(v), "unit": "objective points", "meaning": meaning()},
        "quality": quality,
        "explanation": explain(state, moves, end, v),
        "stats": stats(
            solver,
            sum(s.counts()[0] for s in searches) + extra_nodes,
            0,
            deadline.elapsed_ms(),
            quality["kind"] == "optimal",
            table_entries=sum(
                len(s.table) + sum(len(t.table) for t in s.models.turns.values()) for s in searches
            ),
            cuts=sum(s.counts()[1] for s in searches),
            chance_nodes=sum(s.counts()[2] for s in searches),
            **extra,
        ),
    }


def explain(state: TrogState, moves: list[Any], end: TrogState, v: Value) -> str:
    """What a player reads: the plan's steps as the engine labels them, where it ends, the risk."""
    steps = []
    s = state
    for move in moves:
        label = next((g.label for g in GAME.legal_moves(s) if g.move == move), move.type)
        steps.append(label)
        s, _ = GAME.apply(s, move)
    text = "; ".join(steps) if steps else "Nothing to do"
    if end.status in ("victory", "petite_victory"):
        return f"{text}. Trogdor wins this turn (T15)."
    if objective.dead(end):
        return f"{text}. Trogdor cannot survive this turn."
    where = f"({end.trogdor // 5},{end.trogdor % 5})"
    tail = ""
    if in_phase_one(end):
        tail = " Then a Movement card is drawn for the burning Peasant: ask again after it."
    return (
        f"{text}. End on {where}: {objective.describe_risk(end)}.{tail}"
        f" Value {float(v):.2f}: the {meaning()}."
    )
