"""A CP-SAT model of Trogdor's actions (OR-Tools), the planner's second, independent solver.

The model is time-indexed: one step per AP, Trogdor's tile ``x[t][p]`` one-hot at each step,
one action per step (a move or crawl along an edge of the turn's move graph, burn the tile,
burn the Cottage, chomp, hide) or none, and once none or hide, none after. Burned tiles and
Cottages only grow, a tile burns once, the Lake only when its orthogonal neighbours are burned
and a Cottage only when its tile and its 8 neighbours are (T3, T4); Peasants are counted per
tile for chomping; health goes up by a chomp and down by the Knights on a tile Trogdor enters
(T5, T52) and never below 0 (a lethal plan is never best: ending the actions is always legal).
Card abilities: Consummate V's, Wraparound and the keepers' movement come with the move graph,
which is read from the engine's own legal moves on each tile; Invisibility! removes the entry
damage, Block the board phase's; Stump & Rock's 4 more AP come with the first Stump or Rock
tile burned. The board phase's risk for each end tile and health is precomputed
(:class:`solvers.trogdor.objective.Risk`) and read with an element constraint.

The objective is :mod:`solvers.trogdor.objective`'s, times the deck size: an integer, so the
optimum is exact. What the model leaves out (the *fragment* it covers, see
:func:`solvers.trogdor.search.in_fragment`): burning a Peasant (its run is chance), Path o'
Burnination, the cards' pre, during and post powers and items (declined). Decisions before the
actions (the card or its discard, T18) are enumerated through the engine, one model each.
"""

from __future__ import annotations

import dataclasses
import time
from fractions import Fraction
from typing import Any

from ortools.sat.python import cp_model

from games.core.errors import GameError
from games.trogdor import GAME
from games.trogdor.state import TrogState
from solvers.trogdor import objective
from solvers.trogdor.search import in_fragment, in_phase_one

#: CP-SAT's search threads per solve: workers x threads must fit the machine (2 cores, one rq
#: worker per core), so one thread each by default
THREADS = 1
#: what building one model may take on a loaded machine: kept out of CP-SAT's time limit
MODEL_BUILD_S = 0.1
#: Stump & Rock: AP gained by the first Stump or Rock tile Trogdor burns
STUMP_ROCK_AP = 4

CELLS = 25


class NotCovered(Exception):
    """The position needs what the model leaves out (a draw pending, Peasant runs to come)."""


def _neighbours(p: int, diagonal: bool) -> list[int]:
    r, c = divmod(p, 5)
    out = []
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if (dr or dc) and (diagonal or not (dr and dc)) and 0 <= r + dr < 5 and 0 <= c + dc < 5:
                out.append((r + dr) * 5 + c + dc)
    return out


def _graph(state: TrogState) -> tuple[dict[tuple[int, int], Any], set[int]]:
    """Trogdor's moves and crawls this turn, tile by tile, and where he may hide: asked of the
    engine on a copy of the state with Trogdor put on each tile (so every keeper's and card's
    movement rule comes with it)."""
    edges: dict[tuple[int, int], Any] = {}
    hide: set[int] = set()
    for p in range(CELLS):
        probe = dataclasses.replace(state, trogdor=p, ap=max(state.ap, 1))
        for legal in GAME.legal_moves(probe):
            m: Any = legal.move
            if m.type in ("move", "jump"):
                edges[(p, m.to.row * 5 + m.to.col)] = m
            elif m.type == "hide":
                hide.add(p)
    return edges, hide


def _distances(start: int, edges: dict[tuple[int, int], Any]) -> dict[int, int]:
    """Fewest moves from ``start`` to each tile along the move graph (breadth first)."""
    far = {start: 0}
    frontier = [start]
    while frontier:
        nxt = []
        for p in frontier:
            for a, q in edges:
                if a == p and q not in far:
                    far[q] = far[p] + 1
                    nxt.append(q)
        frontier = nxt
    return far


def _actions_model(state: TrogState, time_limit_s: float, threads: int, deterministic: bool):
    """Solve the actions of ``state`` (its first task is ``actions``): the moves and status.
    ``deterministic``: the limit is CP-SAT's deterministic time, so that the answer is the
    same on any machine at any load (with one worker)."""
    ap0 = state.ap
    stump = state.card == "stump-rock" and "stump-rock" not in state.used
    horizon = ap0 + (STUMP_ROCK_AP if stump else 0)
    edges, hideable = _graph(state)
    entry = {
        q: 0
        if state.card == "invisibility"
        else state.knights.count(q) + (1 if state.troghammer == q else 0)
        for q in range(CELLS)
    }
    risk = objective.risk(state)
    cards = max(risk.cards, 1)
    block = state.card == "block"
    unburned = [p for p in range(CELLS) if not state.burned >> p & 1]
    cottages = [
        p
        for p in range(CELLS)
        if state.cottage_mask >> p & 1 and not state.cottages_burning >> p & 1
    ]
    peasants = {p: state.peasants.count(p) for p in set(state.peasants)}
    h0 = state.trog_meter

    m = cp_model.CpModel()
    T = horizon
    far = _distances(state.trogdor, edges)

    def near(t: int, p: int) -> bool:  # Trogdor can be on ``p`` at step ``t``
        return far.get(p, T + 1) <= t

    x = [[m.new_bool_var(f"x{t}_{p}") for p in range(CELLS)] for t in range(T + 1)]
    for t in range(T + 1):
        m.add_exactly_one(x[t])
        for p in range(CELLS):
            if not near(t, p):
                m.add(x[t][p] == 0)
    m.add(x[0][state.trogdor] == 1)
    mv = [{e: m.new_bool_var(f"mv{t}_{e}") for e in edges if near(t, e[0])} for t in range(T)]
    bt = [{p: m.new_bool_var(f"bt{t}_{p}") for p in unburned if near(t, p)} for t in range(T)]
    bc = [{c: m.new_bool_var(f"bc{t}_{c}") for c in cottages if near(t, c)} for t in range(T)]
    ch = [{p: m.new_bool_var(f"ch{t}_{p}") for p in peasants if near(t, p)} for t in range(T)]
    hd = [{p: m.new_bool_var(f"hd{t}_{p}") for p in hideable if near(t, p)} for t in range(T)]
    b = [{p: m.new_bool_var(f"b{t}_{p}") for p in unburned} for t in range(T + 1)]
    cb = [{c: m.new_bool_var(f"cb{t}_{c}") for c in cottages} for t in range(T + 1)]
    pc = [{p: m.new_int_var(0, n, f"pc{t}_{p}") for p, n in peasants.items()} for t in range(T + 1)]
    h = [m.new_int_var(0, 7, f"h{t}") for t in range(T + 1)]
    act = [m.new_bool_var(f"act{t}") for t in range(T)]
    for p in unburned:
        m.add(b[0][p] == 0)
    for c in cottages:
        m.add(cb[0][c] == 0)
    for p, n in peasants.items():
        m.add(pc[0][p] == n)
    m.add(h[0] == h0)

    sr_tiles = [p for p in unburned if state.kinds[p] in ("Stump", "Rock")] if stump else []
    for t in range(T):
        every = [*mv[t].values(), *bt[t].values(), *bc[t].values(), *ch[t].values()]
        every += list(hd[t].values())
        m.add(sum(every) == act[t])
        if t + 1 < T:
            m.add(act[t + 1] <= act[t])
            for v in hd[t].values():  # T14: hiding ends the actions
                m.add(act[t + 1] == 0).only_enforce_if(v)
        # the AP budget: step t needs t + 1 AP, Stump & Rock's bonus once a Stump/Rock burned
        if t + 1 > ap0:
            if sr_tiles:
                got = m.new_bool_var(f"sr{t}")
                m.add(got <= sum(bt[u][p] for u in range(t) for p in sr_tiles if p in bt[u]))
                m.add(t + 1 <= ap0 + STUMP_ROCK_AP * got).only_enforce_if(act[t])
            else:
                m.add(act[t] == 0)
        for (p, _), v in mv[t].items():
            m.add_implication(v, x[t][p])
        for group in (bt[t], bc[t], ch[t], hd[t]):
            for p, v in group.items():
                m.add_implication(v, x[t][p])
        for q in range(CELLS):
            into = [v for (p, r), v in mv[t].items() if r == q]
            out = [v for (p, r), v in mv[t].items() if p == q]
            m.add(x[t + 1][q] == x[t][q] + sum(into) - sum(out))
        for p in unburned:
            m.add(b[t + 1][p] == b[t][p] + bt[t].get(p, 0))
            if p not in bt[t]:
                continue
            m.add(bt[t][p] + b[t][p] <= 1)
            if state.is_lake(p):  # T4: the Lake burns once its orthogonal neighbours have
                for n in _neighbours(p, diagonal=False):
                    if n in b[t]:
                        m.add_implication(bt[t][p], b[t][n])
        for c in cottages:
            m.add(cb[t + 1][c] == cb[t][c] + bc[t].get(c, 0))
            if c not in bc[t]:
                continue
            m.add(bc[t][c] + cb[t][c] <= 1)
            for n in (c, *_neighbours(c, diagonal=True)):
                if n in b[t]:
                    m.add_implication(bc[t][c], b[t][n])
        for p in peasants:
            m.add(pc[t + 1][p] == pc[t][p] - ch[t].get(p, 0))
        damage = sum(entry[q] * v for (p, q), v in mv[t].items() if entry[q])
        m.add(h[t + 1] == h[t] + sum(ch[t].values()) - damage)

    won = m.new_bool_var("won")
    for p in unburned:
        m.add_implication(won, b[T][p])
    for c in cottages:
        m.add_implication(won, cb[T][c])
    if peasants:
        m.add(sum(pc[T].values()) == 0).only_enforce_if(won)
    hidden = sum(v for t in range(T) for v in hd[t].values())
    table = [0 if block else risk.scaled(p, k) for p in range(CELLS) for k in range(8)]
    big = max(table) if table else 0
    tile = sum(p * x[T][p] for p in range(CELLS))
    index = m.new_int_var(0, CELLS * 8 - 1, "risk_index")
    m.add(index == 8 * tile + h[T])
    raw = m.new_int_var(0, big, "risk")
    m.add_element(index, table, raw)
    used = m.new_int_var(0, big, "risk_used")
    m.add(used >= raw - big * won - big * hidden)
    # approach: a Cottage burning at the start counts its 3x3 whole; one that burns now needs
    # its 3x3 burned, so counting the burned tiles is the same
    w = objective.WEIGHTS
    approach = objective.approach(state) + sum(
        b[T][p] for c in cottages for p in unburned if objective.SQUARE[c] >> p & 1
    )
    chomped = sum(peasants.values()) - sum(pc[T].values())
    progress = (
        w.tile * (CELLS - len(unburned) + sum(b[T].values()))
        + w.near * approach
        + w.cottage * (state.cottages_burning.bit_count() + sum(cb[T].values()))
        + w.peasant * (len(state.peasants) - chomped)
        + w.health * h[T]
    )
    m.maximize(cards * (w.win * won + progress) - used)

    solver = cp_model.CpSolver()
    solver.parameters.num_workers = threads
    if deterministic:
        solver.parameters.max_deterministic_time = max(time_limit_s, 0.001)
    else:
        solver.parameters.max_time_in_seconds = max(time_limit_s, 0.001)
    status = solver.solve(m)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        raise NotCovered(f"CP-SAT found no plan ({solver.status_name(status)})")
    steps: list[tuple[str, int, int]] = []
    for t in range(T):
        for (p, q), v in mv[t].items():
            if solver.value(v):
                steps.append(("go", p, q))
        for name, group in (("tile", bt[t]), ("cottage", bc[t]), ("chomp", ch[t]), ("hide", hd[t])):
            for p, v in group.items():
                if solver.value(v):
                    steps.append((name, p, p))
    model_value = Fraction(round(solver.objective_value), cards)
    return (
        steps,
        model_value,
        status == cp_model.OPTIMAL,
        solver.num_branches,
        solver.deterministic_time,
    )


def _wire(state: TrogState, step: tuple[str, int, int]) -> Any:
    """The engine's legal move for one model step."""
    kind, _, q = step
    for legal in GAME.legal_moves(state):
        m: Any = legal.move
        if kind == "go" and m.type in ("move", "jump") and m.to.row * 5 + m.to.col == q:
            return m
        if kind in ("tile", "cottage") and m.type == "burninate" and m.target == kind:
            return m
        if kind == m.type:
            return m
    raise AssertionError(f"the model's step {step} is not a legal move in the engine")


def _end_of_actions(state: TrogState) -> Any:
    for legal in GAME.legal_moves(state):
        move: Any = legal.move
        if move.type == "end_actions":
            return move
    raise AssertionError("end_actions is always legal during the actions")


class CpsatPlanner:
    """Best plan of the fragment: decisions before the actions enumerated, actions by CP-SAT.
    ``deterministic``: the limit counts CP-SAT's deterministic time, not the clock's, and the
    solves use one worker (a simulation's reproducible budget)."""

    def __init__(self, time_limit_s: float, threads: int = THREADS, deterministic: bool = False):
        self.deterministic = deterministic
        self.threads = 1 if deterministic else threads
        self.end_time = time.perf_counter() + time_limit_s
        #: deterministic time left (``deterministic`` only)
        self.left_s = time_limit_s
        self.models = 0
        self.branches = 0
        self.proved = True

    def solve(self, state: TrogState) -> tuple[Fraction, list[Any], TrogState]:
        if not in_phase_one(state):
            return objective.value(state), [], state
        if GAME.chance_outcomes(state):
            raise NotCovered("a draw is pending inside phase one")
        if state.tasks[0][0] == "actions":
            return self._actions(state)
        best: tuple[Fraction, list[Any], TrogState] | None = None
        for legal in GAME.legal_moves(state):
            move: Any = legal.move
            if not in_fragment(move):
                continue
            child, _ = GAME.apply(state, move)
            try:
                v, moves, end = self.solve(child)
            except NotCovered:  # out of time before any plan of this branch: skip it
                self.proved = False
                continue
            if best is None or v > best[0]:
                best = (v, [move, *moves], end)
        if best is None:
            raise NotCovered("no decision of the fragment here")
        return best

    def _actions(self, state: TrogState) -> tuple[Fraction, list[Any], TrogState]:
        if self.deterministic:
            left = self.left_s
        else:
            left = self.end_time - time.perf_counter() - MODEL_BUILD_S
        if left <= 0:
            raise NotCovered("no time left for this branch's model")
        steps, model_value, proved, branches, used_s = _actions_model(
            state, left, self.threads, self.deterministic
        )
        self.left_s -= used_s
        self.models += 1
        self.branches += branches
        self.proved &= proved
        moves: list[Any] = []
        s = state
        for step in steps:
            if not in_phase_one(s) or s.tasks[0][0] != "actions":
                break  # T15: a win ends the game at once; the rest of the steps are moot
            move = _wire(s, step)
            moves.append(move)
            s, _ = GAME.apply(s, move)
        if in_phase_one(s) and s.tasks[0][0] == "actions":
            move = _end_of_actions(s)
            moves.append(move)
            s, _ = GAME.apply(s, move)
        v, rest, end = self.solve(s)
        if proved and v != model_value:  # the model and the engine must agree exactly
            raise AssertionError(
                f"CP-SAT's model value {model_value} differs from the objective {v}"
            )
        return v, [*moves, *rest], end


def solve_cpsat(
    state: TrogState, time_limit_s: float, threads: int = THREADS, deterministic: bool = False
) -> tuple[Fraction, list[Any], TrogState, CpsatPlanner]:
    """The fragment's best plan from ``state``, its exact value and end state (``time_limit_s``
    of CP-SAT's deterministic time when ``deterministic``, see :class:`CpsatPlanner`)."""
    planner = CpsatPlanner(time_limit_s, threads, deterministic)
    try:
        v, moves, end = planner.solve(state)
    except GameError as error:  # pragma: no cover - a model bug, reported as such
        raise AssertionError(f"a CP-SAT plan did not apply: {error}") from error
    return v, moves, end, planner
