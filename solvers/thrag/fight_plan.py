"""Thrag's ``fight-plan`` solver: expectimax over the rest of the current turn.

The decisions of a Thrag turn (rulings H5-H8) are: which living beast to fight, which pawns to
spend (each a die reroll), flip a coin (which colour, when the beast's is spent) or strike
without one, which coins pay the damage, and when to stop. The solver searches all of them,
with the exact chance probabilities (a die face 1/6, a coin uniform over that colour's unflipped
coins, which the engine knows), down to the end of the turn: the game is won (value 1), lost
(value 0) or the fighting is over and the healing draw is next. There the evaluation of
:mod:`solvers.thrag.evaluation` estimates the probability of winning the game (it is exact, 0,
on the twelfth turn or when a colour has more beasts left than turns). So:

- ``value`` is the probability of winning the game when Thrag follows the plan this turn,
  with the end of the turn estimated by the evaluation unless the game ends within the turn;
- ``quality`` is ``optimal`` when no evaluation was needed (turn 12, or every line of play ends
  the game this turn) and the search finished, else an ``estimate`` whose interval is the
  evaluation's measured error (see :mod:`solvers.thrag.evaluation`), not a sampling interval.

Search: depth-first expectimax over the model of :mod:`solvers.thrag.turn` (checked against
the engine by the tests), with

- a transposition table keyed by the model state (``ThragState`` itself is not hashable: its
  ``options`` holds a list);
- dominance pruning of moves that can never be better (see :mod:`solvers.thrag.turn`);
- Star1 pruning (Ballard 1983): values lie in [0, 1] and every decision state has an upper
  bound, the evaluation of the same position with every drawn beast slain for free
  (:func:`~solvers.thrag.turn.optimistic_end`; valid because the evaluation is monotone), so a
  chance option stops being searched once it cannot beat the best option found;
- iterative deepening on the number of fights started this turn: at the depth limit a
  position is valued as if Thrag stopped there, which is legal once he has fought (H5), so a
  shallow value is a lower bound of the full one; the best option of the previous iteration
  is searched first.

The budget is a deadline polled every 32 nodes (and, for reproducible simulations, optionally
a count of nodes); when it passes, the answer is that of the deepest finished iteration,
flagged ``depth_complete: false`` (when not even the first one finished, the greedy rule of
thumb's move). The search may use 94% of the budget: freeing
its table takes most of the rest. The cyclic garbage collector is paused during a solve.

Measured on this 2-core machine (shared with other work, so CPU time is quoted): ~110,000
nodes/s. Fresh turns from the choose phase (40 sampled from greedy games, 30 s budget): median
0.09 s CPU, 75% under 0.7 s, 90% under 6 s; 4 of the 40 (full hit points, many coins, strong
beasts: long fights) did not finish within the 30 s of wall time (8-12 s of CPU) and were
answered 2-4 fights deep.
"""

from __future__ import annotations

import gc
import random
import sys
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, Field

from games.thrag import rules, wire
from games.thrag.content import COLORS, face_name
from games.thrag.state import ThragState
from solvers.core import Deadline, HintResult, Unsolvable, estimate, optimal, stats
from solvers.thrag.baselines import greedy_moves
from solvers.thrag.evaluation import ERROR_95, Evaluator
from solvers.thrag.turn import (
    BLACK,
    CHANCE,
    CHOOSE,
    DETERMINISTIC,
    FIGHT,
    HEAL,
    LOST,
    PAY,
    WON,
    Context,
    from_state,
    optimistic_end,
    options,
    slain_flags,
    wire_move,
)

HEURISTIC, CUT, UPPER = 1, 2, 4

#: a move must beat the best one so far by this much to replace it: ties go to the first
TIE = 1e-12


class _Expired(Exception):
    """The deadline passed during an iteration."""


class Search:
    """Expectimax over one turn with a transposition table shared by all iterations.

    ``value(t, depth, alpha)`` is the value of model state ``t`` when at most ``depth`` more
    fights may start, *if* it is above ``alpha``; otherwise it returns an upper bound of it
    that is at most ``alpha`` (fail low). Windows come from Ballard's Star1 pruning: values lie
    in [0, 1] and every decision state has an upper bound (:func:`optimistic_end`), so a
    chance option is abandoned as soon as its outcomes seen so far, with the rest at that
    bound, cannot beat the best option, and each outcome is searched with the ``alpha`` that
    would make it so. A state whose bound is below ``alpha`` is not expanded at all.

    Table entries are ``(value, flags, depth, best)``: ``UPPER`` marks a fail-low bound,
    ``HEURISTIC`` a subtree where a leaf was valued by the evaluation, ``CUT`` one where the
    depth limit was hit (the value is then only valid for searches at most ``depth`` fights
    deep). The flags are found by watching the counters ``heuristic`` and ``cuts`` move while
    a subtree is searched. ``best_moves`` keeps the best option of every exactly valued
    state, for reading the plan.
    """

    def __init__(self, ctx: Context, deadline: Deadline, max_nodes: int = sys.maxsize) -> None:
        self.ctx = ctx
        self.deadline = deadline
        self.max_nodes = max_nodes
        self.evaluate = Evaluator(ctx)
        self.table: dict[tuple, tuple] = {}
        self.leaves: dict[tuple, tuple[float, bool]] = {}
        self.best_moves: dict[tuple, int] = {}
        self.nodes = 0
        self.heuristic = 0
        self.cuts = 0
        self.pruned = 0

    def upper(self, t: tuple) -> float:
        """An upper bound of the value of decision state ``t`` (see ``optimistic_end``)."""
        end = optimistic_end(self.ctx, t)
        return 1.0 if end is None else self.leaf(end)

    def leaf(self, t: tuple) -> float:
        known = self.leaves.get(t)
        if known is None:
            self.nodes += 1
            known = self.leaves[t] = self.evaluate(t)
        if known[1]:
            self.heuristic += 1
        return known[0]

    def value(self, t: tuple, depth: int, alpha: float = -1.0) -> float:
        phase = t[0]
        if phase == HEAL:
            return self.leaf(t)
        if phase == WON:
            return 1.0
        if phase == LOST:
            return 0.0
        table = self.table
        entry = table.get(t)
        if entry is not None:
            flags = entry[1]
            if (not flags & CUT or entry[2] >= depth) and (not flags & UPPER or entry[0] <= alpha):
                if flags & HEURISTIC:
                    self.heuristic += 1
                if flags & CUT:
                    self.cuts += 1
                return entry[0]
        self.nodes += 1
        if self.deadline.poll() or self.nodes > self.max_nodes:
            raise _Expired
        heuristic, cuts = self.heuristic, self.cuts
        bound = 2.0  # an upper bound of every option's value, computed when first useful
        if alpha >= 0.0:
            bound = self.upper(t)
            if bound <= alpha:
                flags = UPPER | (HEURISTIC if self.heuristic != heuristic else 0)
                table[t] = (bound, flags, depth, None)
                return bound
        if phase == CHOOSE and depth <= 0 and t[6]:
            # depth limit: value as if Thrag stopped here (legal, so a lower bound)
            _, hp, coins, pawns, beasts = t[:5]
            best = self.leaf((HEAL, hp, coins, pawns, slain_flags(beasts)))
            self.cuts += 1
            flags = CUT | (HEURISTIC if self.heuristic != heuristic else 0)
            table[t] = (best, flags, depth, None)
            return best
        d = depth - 1 if phase == CHOOSE else depth
        opts = options(self.ctx, t)
        order: Sequence[int] = range(len(opts))
        first = self.best_moves.get(t)
        if first:  # the best option of the previous iteration first
            order = [first, *(i for i in order if i != first)]
        best, best_index, best_exact = -1.0, None, False
        fail_low = -1.0  # the largest upper bound of the options that failed low
        value = self.value
        leaves = self.leaves
        evaluate = self.evaluate
        for index in order:
            threshold = alpha if alpha > best + TIE else best + TIE
            before = self.heuristic, self.cuts
            _, kind, successor = opts[index]
            if kind == DETERMINISTIC:
                v = value(successor, d, threshold)
            else:
                if bound > 1.0:
                    bound = self.upper(t)
                if bound <= threshold:
                    fail_low = max(fail_low, bound)
                    break  # no option left can beat the threshold
                n = len(successor)
                need = threshold * n
                total = 0.0
                left = n
                for _, _, child in successor:
                    left -= 1
                    child_phase = child[0]
                    if child_phase == HEAL:  # inlined self.leaf(child), the most common child
                        known = leaves.get(child)
                        if known is None:
                            self.nodes += 1
                            known = leaves[child] = evaluate(child)
                        if known[1]:
                            self.heuristic += 1
                        total += known[0]
                    elif child_phase == WON:
                        total += 1.0
                    elif child_phase == LOST:
                        pass
                    else:
                        child_alpha = need - total - left * bound
                        cv = value(child, d, child_alpha)
                        total += cv
                        if cv <= child_alpha:
                            break  # this option cannot beat the threshold
                        continue
                    if total + left * bound <= need:
                        break  # this option cannot beat the threshold
                else:
                    left = -1
                if left >= 0:
                    self.pruned += 1
                    fail_low = max(fail_low, (total + left * bound) / n)
                    continue
                v = total / n
            if v > threshold:
                best, best_index = v, index
                best_exact = before == (self.heuristic, self.cuts)
            elif v > fail_low:
                fail_low = v
        if best_index is None:
            flags = UPPER | (HEURISTIC if self.heuristic != heuristic else 0)
            flags |= CUT if self.cuts != cuts else 0
            value_ = max(fail_low, best)
            table[t] = (value_, flags, depth, None)
            return value_
        if best >= 1.0 and best_exact:
            # a sure win is optimal whatever the estimates of the other options
            self.heuristic, self.cuts = heuristic, cuts
        flags = (HEURISTIC if self.heuristic != heuristic else 0) | (
            CUT if self.cuts != cuts else 0
        )
        table[t] = (best, flags, depth, best_index)
        self.best_moves[t] = best_index
        return best

    # --- reading the answer ---------------------------------------------------------------

    def line(self, t: tuple) -> tuple[list, tuple | None]:
        """The best actions from ``t`` up to the next chance event: (actions, chance option)."""
        actions: list = []
        while t[0] in (CHOOSE, FIGHT, PAY):
            index = self.best_moves.get(t)
            if index is None:
                break
            action, kind, successor = options(self.ctx, t)[index]
            actions.append(action)
            if kind == CHANCE:
                return actions, (action, successor)
            t = successor
        return actions, None

    def child_value(self, t: tuple) -> float:
        if t[0] == HEAL:
            return self.leaves[t][0] if t in self.leaves else self.evaluate(t)[0]
        if t[0] == WON:
            return 1.0
        if t[0] == LOST:
            return 0.0
        return self.table[t][0]


def _wire(action: tuple) -> dict[str, Any]:
    return wire_move(action).model_dump(mode="json")


def _outcome_text(outcome: tuple) -> str:
    if outcome[0] == "roll":
        die = "Thrag's" if outcome[1] == 3 else f"the {COLORS[outcome[1]]}"
        return f"{die} die rolls {face_name(outcome[2])}"
    return f"the {COLORS[outcome[1]]} coin shows {face_name(outcome[2])}"


def narrate(ctx: Context, t: tuple, actions: list) -> list[str]:
    """Short texts for ``actions`` played from model state ``t``, in order."""
    parts: list[str] = []
    for action in actions:
        if t[0] not in (CHOOSE, FIGHT, PAY):
            break
        _, _, _, pawns, beasts, die, _, fight = t
        kind = action[0]
        if kind == "fight":
            value, bdie, _ = beasts[action[1]]
            parts.append(
                f"fight the {COLORS[action[1]]} beast ({face_name(value)} + die"
                f" {face_name(bdie)} = {value + bdie})"
            )
        elif kind == "pawn":
            whose = "Thrag's" if pawns[action[1]] == BLACK else f"the {COLORS[fight[0]]} beast's"
            parts.append(f"spend the {COLORS[action[1]]} pawn to reroll {whose} die")
        elif kind == "flip":
            text = f"flip a {COLORS[action[1]]} coin"
            for option, _, outcomes in options(ctx, t):
                if option == action:
                    slain = sum(1 for _, _, child in outcomes if _slays(child, fight[0]))
                    text += f" ({round(100 * slain / len(outcomes))}% to slay it)"
            parts.append(text)
        elif kind == "strike":
            value, bdie, _ = beasts[fight[0]]
            verdict = "slays it" if die >= value + bdie else f"loses by {value + bdie - die}"
            parts.append(f"strike without a coin (Thrag's {face_name(die)} {verdict})")
        elif kind == "pay":
            coins = " and ".join(map(str, action[1]))
            noun = "coin" if len(action[1]) == 1 else "coins"
            parts.append(f"pay the {fight[2]} damage with the {coins} {noun}")
        elif kind == "stop":
            parts.append("stop fighting for this turn")
        successor = next(
            (succ for option, k, succ in options(ctx, t, False) if option == action), None
        )
        if successor is None or isinstance(successor, list):
            break
        t = successor
    return parts


def _sentence(parts: list[str]) -> str:
    text = "; then ".join(parts)
    return text[:1].upper() + text[1:]


def _end_text(t: tuple) -> str:
    if t[0] == WON:
        return "victory"
    if t[0] == LOST:
        return "Thrag dies or is exhausted: defeat"
    if t[0] == HEAL:
        return "the fighting is over for this turn"
    return ""


class ThragFightPlanOutcome(BaseModel):
    """One outcome of the draw or roll the plan waits for, and the best moves after it."""

    outcome: wire.Move
    probability: float
    then: list[wire.Move]
    value: float = Field(description="the chance of winning after this outcome")
    text: str


class ThragFightPlan(BaseModel):
    """A fight-plan hint's ``plan``: what to do after ``after`` (the last of ``moves``), for
    each outcome of the chance event it leads to."""

    after: wire.Move
    outcomes: list[ThragFightPlanOutcome]


def _snapshot(search: Search, root: tuple, value: float) -> dict[str, Any]:
    actions, chance = search.line(root)
    plan = None
    if chance is not None:
        action, outcomes = chance
        weights = sum(w for w, _, _ in outcomes)
        rows = []
        for w, outcome, child in sorted(outcomes, key=lambda o: o[1][2]):
            then = search.line(child)[0]
            child_value = search.child_value(child)
            what = "; then ".join(narrate(search.ctx, child, then)) or _end_text(child)
            rows.append(
                {
                    "outcome": _wire(outcome),
                    "probability": w / weights,
                    "then": [_wire(a) for a in then],
                    "value": child_value,
                    "text": f"If {_outcome_text(outcome)}: {what} ({100 * child_value:.1f}%"
                    " to win).",
                }
            )
        plan = {"after": _wire(action), "outcomes": rows}
    return {"actions": actions, "chance": chance, "plan": plan, "value": value}


def explain(
    ctx: Context, root: tuple, actions: list, value: float, interval: tuple[float, float] | None
) -> str:
    """A short human text: the moves of the plan and the chance to win (``interval`` None when
    the chance is exact)."""
    text = _sentence(narrate(ctx, root, actions)) + "."
    if interval is None:
        return text + f" Exact chance to win the game: {100 * value:.1f}%."
    lo, hi = interval
    return text + (
        f" Chance to win the game: about {100 * value:.0f}% (likely between {100 * lo:.0f}%"
        f" and {100 * hi:.0f}%). This turn's dice, coins and healing draw are counted exactly;"
        " from the next turn on it is estimated from the beasts and turns left, the coins of"
        " each colour, hit points and special weapons."
    )


def _slays(t: tuple, beast: int) -> bool:
    if t[0] == WON:
        return True
    if t[0] == LOST:
        return False
    if t[0] == HEAL:
        return t[4][beast]
    return t[4][beast] is not None and t[4][beast][2]


def check_solvable(state: ThragState, seat: int | None) -> None:
    if seat not in (None, 0):
        raise Unsolvable(
            f"Thrag is played by seat 0; seat {seat} has no decision", reason="not-to-act"
        )
    if state.status != "ongoing":
        raise Unsolvable(
            f"the game is over ({state.status}, {state.end_reason}): there is nothing to plan",
            reason="game-over",
        )
    if not rules.to_act(state):
        pending = rules.pending_chance(state)
        assert pending is not None, "an ongoing game waits for Thrag or for chance"
        raise Unsolvable(
            f"no decision is pending: waiting for a chance event ({pending.text}); send its"
            " outcome with apply, then ask for a hint",
            reason="chance-pending",
        )


def solve_fight_plan(
    state: ThragState,
    seat: int | None,
    budget_ms: int,
    *,
    max_depth: int | None = None,
    max_nodes: int | None = None,
) -> HintResult:
    """The ``fight-plan`` hint for ``state`` within ``budget_ms`` (see the module docstring).

    ``max_depth`` caps the iterative deepening (fights started) and ``max_nodes`` the nodes
    searched (then the deepest iteration finished within them answers, as at a deadline);
    simulations and tests use them for answers that do not depend on the machine's speed.
    """
    check_solvable(state, seat)
    # The search makes millions of tuples and no reference cycles: the cyclic collector would
    # only add pauses (up to ~20% of the time, and latency near the deadline).
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _solve(state, budget_ms, max_depth, max_nodes)
    finally:
        if collecting:
            gc.enable()


#: share of the budget the search may use: freeing a large transposition table takes the
#: rest (measured: ~4% of the time spent searching)
SEARCH_SHARE = 0.94


def _solve(
    state: ThragState, budget_ms: int, max_depth: int | None, max_nodes: int | None
) -> HintResult:
    deadline = Deadline(budget_ms * SEARCH_SHARE)
    ctx, root = from_state(state)
    search = Search(ctx, deadline, sys.maxsize if max_nodes is None else max_nodes)
    best: dict[str, Any] | None = None
    depth = 1
    complete = False
    while True:
        search.heuristic = search.cuts = 0
        try:
            v = search.value(root, depth)
        except _Expired:
            break
        heuristic, cut = search.heuristic > 0, search.cuts > 0
        best = _snapshot(search, root, v)
        best["heuristic"] = heuristic
        best["depth"] = depth
        if not cut:
            complete = True
            break
        if max_depth is not None and depth >= max_depth:
            break
        depth += 1
    if best is None:
        best = _fallback(state, search, root)
    exact = complete and not best["heuristic"]
    value = best["value"]
    interval: tuple[float, float] | None = None
    if exact:
        quality = optimal()
    elif best["depth"] == 0:
        interval = (0.0, min(1.0, search.upper(root) + ERROR_95))
        quality = estimate(
            *interval,
            0,
            "heuristic-evaluation",
            "no search finished within the budget: the move is the greedy rule of thumb's and"
            " the value the evaluation of the position as if the turn ended now; the interval"
            " spans 0 to an optimistic bound",
        )
    else:
        lo, hi = value - ERROR_95, value + ERROR_95
        note = (
            "value of the best plan this turn, the end of the turn valued by the calibrated"
            " evaluation; the interval is that evaluation's measured 95% error (playouts of"
            " held-out positions), not a sampling interval"
        )
        if not complete:
            hi = max(hi, search.upper(root) + ERROR_95)
            note += (
                f"; the search stopped at the deadline, complete {best['depth']} fight(s) deep,"
                " so the value is a lower bound of the full turn's and the interval reaches up"
                " to an optimistic bound"
            )
        interval = (max(0.0, lo), min(1.0, hi))
        quality = estimate(*interval, 0, "heuristic-evaluation", note)
    result: HintResult = {
        "moves": [_wire(a) for a in best["actions"]],
        "value": {
            "amount": value,
            "unit": "probability",
            "meaning": "probability of winning the game (all fifteen beasts slain by the end of"
            " turn 12) when Thrag follows this plan and plays on well",
        },
        "quality": quality,
        "explanation": explain(ctx, root, best["actions"], value, interval),
        "stats": stats(
            "expectimax",
            search.nodes,
            0,
            deadline.elapsed_ms(),
            complete,
            depth=best["depth"],
            table_entries=len(search.table),
            leaves=len(search.leaves),
            pruned=search.pruned,
        ),
    }
    if best["plan"] is not None:
        result["plan"] = best["plan"]
    return result


def _fallback(state: ThragState, search: Search, root: tuple) -> dict[str, Any]:
    """No iteration finished in time: the greedy rule's move, the position's evaluation."""
    move = greedy_moves(state, random.Random(0))[0]
    action = _action_of(move)
    _, hp, coins, pawns, beasts = root[:5]
    end = (HEAL, hp, coins, pawns, slain_flags(beasts))
    value = search.evaluate(end)[0]
    return {
        "actions": [action],
        "chance": None,
        "plan": None,
        "value": value,
        "heuristic": True,
        "depth": 0,
    }


def _action_of(move) -> tuple:
    """The model action of an engine move (the inverse of ``wire_move`` for Thrag's moves)."""
    if move.type == "fight":
        return ("fight", COLORS.index(move.beast))
    if move.type == "spend_pawn":
        return ("pawn", COLORS.index(move.pawn))
    if move.type == "flip_coin":
        return ("flip", COLORS.index(move.color))
    if move.type == "pay":
        return ("pay", tuple(sorted(move.coins)))
    return (move.type,)
