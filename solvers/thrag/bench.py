"""Benchmark of Thrag's fight-plan solver: full table-mode games against two baselines.

``bench_thrag_solver(games, seed, budget_ms=100)`` plays ``games`` games with each of three
policies, game ``i`` from the same chance seed for every policy, and reports their win rates
(with a 95% Wilson interval), mean score, beasts slain, how games ended and, for the solver, the
number of hints asked and the time per hint:

- ``random``: a uniformly random legal move;
- ``greedy``: the rule of thumb of :func:`solvers.thrag.baselines.greedy_moves`;
- ``solver``: :func:`solvers.thrag.solve_fight_plan` with ``budget_ms`` per hint; the moves
  it recommends are applied up to the next chance event, then it is asked again.

Chance events are resolved by :func:`games.core.chance.random_picker` from the game's seed (the
draws a game sees still depend on the policy: how many coins it flips, for one). The policies
see the whole state, the coins left too, as hints do. The solver's games depend on the
machine's speed through the depth its budget reaches.

Measured on a 2-core machine shared with other work, ``bench_thrag_solver(200, 1)``
(``budget_ms=100``): random 0% (died 198 times of 200), greedy 42% (95% interval 35-49%),
solver 67% (60-73%); 4,649 hints, 50 ms on average, 123 ms at most (the machine was loaded:
the solver stops itself at 94% of its budget of wall time, CPU starvation adds the rest).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from pydantic import TypeAdapter

from games.core.chance import resolve_chance
from games.core.game import Setup
from games.thrag import GAME, rules, wire
from games.thrag.state import ThragState
from solvers.core import wilson
from solvers.thrag.baselines import greedy_moves, random_moves

_MOVE = TypeAdapter(wire.Move)

#: a policy: the moves to apply now (at least one), given a decision state and an rng
Policy = Callable[[ThragState, random.Random], list[wire.AnyMove]]


class SolverPolicy:
    """The fight-plan solver as a :data:`Policy`; keeps how long each solve took."""

    def __init__(self, budget_ms: int, max_depth: int | None = None) -> None:
        self.budget_ms = budget_ms
        self.max_depth = max_depth
        self.solve_ms: list[float] = []

    def __call__(self, state: ThragState, rng: random.Random) -> list[wire.AnyMove]:
        from solvers.thrag.fight_plan import solve_fight_plan

        result = solve_fight_plan(state, 0, self.budget_ms, max_depth=self.max_depth)
        self.solve_ms.append(result["stats"]["time_ms"])
        return [_MOVE.validate_python(m) for m in result["moves"]]


def play(policy: Policy, seed: int, options: wire.Options | None = None) -> ThragState:
    """One table-mode game; chance events from ``random.Random(seed)``."""
    from games.core.chance import random_picker

    rng = random.Random(seed)
    pick = random_picker(random.Random(seed))
    setup = Setup(
        players=1, variant="standard", mode="table", seed=seed, options=options or wire.Options()
    )
    state = GAME.new_game(setup)
    while True:
        state, _ = resolve_chance(GAME, state, pick)
        if state.status != "ongoing":
            return state
        for move in policy(state, rng):
            state, _ = GAME.apply(state, move)


def _summary(finals: list[ThragState], seconds: float) -> dict[str, Any]:
    wins = sum(1 for s in finals if s.status == "victory")
    reasons: dict[str, int] = {}
    for s in finals:
        assert s.end_reason is not None, "a finished game says why it ended"
        reasons[s.end_reason] = reasons.get(s.end_reason, 0) + 1
    lo, hi = wilson(wins, len(finals))
    return {
        "games": len(finals),
        "wins": wins,
        "win_rate": wins / len(finals) if finals else 0.0,
        "win_rate_95": [round(lo, 4), round(hi, 4)],
        "mean_score": sum(rules.score(s).scores["0"] for s in finals) / max(1, len(finals)),
        "mean_slain": sum(s.slain_count for s in finals) / max(1, len(finals)),
        "end_reasons": reasons,
        "seconds": round(seconds, 3),
    }


def bench_thrag_solver(games: int, seed: int, budget_ms: int = 100) -> dict[str, Any]:
    """Win rates of the solver (``budget_ms`` per solve) against random and greedy play."""
    seeds = [random.Random(seed).getrandbits(63) ^ i for i in range(games)]
    report: dict[str, Any] = {"games": games, "seed": seed, "budget_ms": budget_ms}
    solver = SolverPolicy(budget_ms)
    policies: tuple[tuple[str, Policy], ...] = (
        ("random", random_moves),
        ("greedy", greedy_moves),
        ("solver", solver),
    )
    for name, policy in policies:
        start = time.perf_counter()
        finals = [play(policy, s) for s in seeds]
        report[name] = _summary(finals, time.perf_counter() - start)
        if policy is solver:
            times = sorted(solver.solve_ms)
            report[name]["solves"] = len(times)
            report[name]["mean_solve_ms"] = round(sum(times) / max(1, len(times)), 3)
            report[name]["max_solve_ms"] = round(times[-1], 3) if times else 0.0
    return report


__all__ = ["SolverPolicy", "bench_thrag_solver", "greedy_moves", "play", "random_moves"]
