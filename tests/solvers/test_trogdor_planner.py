"""Trogdor's ``turn-plan`` hint (issue 12): exact search, CP-SAT and brute force agree.

The positions are the committed suite ``data/trogdor_positions.json`` (made by
``data/make_trogdor_positions.py``): seeded games of both variants on the three maps, and
hand-made hard cases. The fast tests use a fixed subset; ``-m slow`` runs the whole suite.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import time
from collections import Counter
from collections.abc import Callable
from fractions import Fraction
from functools import cache
from pathlib import Path

import pytest
from pydantic import TypeAdapter

from games.trogdor import GAME, wire
from games.trogdor.state import TrogState
from solvers.core import Deadline
from solvers.hints import kinds_for, solve
from solvers.trogdor import objective
from solvers.trogdor.cpsat import solve_cpsat
from solvers.trogdor.plan import NodeClock, plan_moves, solve_turn_plan
from solvers.trogdor.search import (
    Expired,
    Lookahead,
    Search,
    deepen,
    ending,
    in_fragment,
    in_phase_one,
    upper_bound,
)

SUITE = Path(__file__).with_name("data") / "trogdor_positions.json"
#: the fast subset: small turns from games of each variant and map, and the hand-made cases
FAST = (
    "published-easy-0",
    "published-normal-1",
    "published-hard-2",
    "august-draft-easy-3",
    "august-draft-normal-4",
    "august-draft-hard-5",
    "tunnel-normal",
    "cottage-near-hard",
    "win-normal",
    "win-step-easy",
)
MOVE: TypeAdapter[wire.AnyMove] = TypeAdapter(wire.Move)
#: brute force gives up beyond this many nodes (it has no table and no bound)
BRUTE_LIMIT = 20_000


@cache
def suite() -> dict[str, tuple[tuple[str, ...], TrogState]]:
    out = {}
    for entry in json.loads(SUITE.read_text()):
        state = GAME.from_wire(wire.State.model_validate(entry["state"]))
        out[entry["id"]] = (tuple(entry["tags"]), state)
    return out


class TooBig(Exception):
    pass


def averaged(state: TrogState, value_of: Callable[[TrogState], Fraction]) -> Fraction:
    """A draw's value: each outcome's ``value_of`` weighted by its probability."""
    outcomes = GAME.chance_outcomes(state)
    total = sum(w for _, w in outcomes)
    return sum(
        (Fraction(w, total) * value_of(GAME.apply(state, m)[0]) for m, w in outcomes),
        Fraction(0),
    )


def brute(state: TrogState, fragment: bool, budget: list[int]) -> Fraction:
    """Plain expectimax: every sequence enumerated, no table, no bound."""
    budget[0] -= 1
    if budget[0] < 0:
        raise TooBig
    if not in_phase_one(state):
        return objective.value(state)
    if GAME.chance_outcomes(state):
        return averaged(state, lambda child: brute(child, fragment, budget))
    values = [
        brute(GAME.apply(state, legal.move)[0], fragment, budget)
        for legal in GAME.legal_moves(state)
        if not fragment or in_fragment(legal.move)
    ]
    return max(values)


def brute_lookahead(state: TrogState, depth: int) -> Fraction:
    """Plain expectimax over ``depth`` decisions, then the turn ended: no table, no bound."""
    if not in_phase_one(state):
        return objective.value(state)
    if GAME.chance_outcomes(state):
        return averaged(state, lambda child: brute_lookahead(child, depth))
    if depth <= 0:
        _, end, ended = ending(state)
        if ended:
            return brute_lookahead(end, 0)
    return max(
        brute_lookahead(GAME.apply(state, legal.move)[0], depth - 1)
        for legal in GAME.legal_moves(state)
    )


def applies(state: TrogState, moves: list[dict]) -> TrogState:
    """Every move of a plan is one ``apply`` accepts, in order."""
    for data in moves:
        state, _ = GAME.apply(state, MOVE.validate_python(data))
    return state


def test_the_suite_covers_both_variants_all_maps_and_the_hard_cases():
    entries = suite()
    assert len(entries) >= 200
    tags = Counter(t for ts, _ in entries.values() for t in ts)
    for tag in ("published", "august-draft", "easy", "normal", "hard", "choose", "actions"):
        assert tags[tag] >= 20, tags
    for tag in ("10+ AP", "wraparound", "tunnels", "cottage one burn from eligible"):
        assert tags[tag] >= 3, tags
    assert tags["win available"] >= 3
    assert all(s.ap >= 10 for ts, s in entries.values() if "10+ AP" in ts)


@pytest.mark.parametrize("ident", FAST)
def test_search_and_cpsat_agree_exactly_and_equal_brute_force(ident):
    _, state = suite()[ident]
    search = Search(fragment=True)
    exact = search.value(state)
    cv, moves, end, planner = solve_cpsat(state, time_limit_s=60)
    assert planner.proved
    assert abs(float(cv) - float(exact)) < 1e-9 and cv == exact
    assert objective.value(end) == cv  # the CP-SAT plan, applied by the engine, is worth that
    with contextlib.suppress(TooBig):  # brute force is compared where it finishes
        assert brute(state, True, [BRUTE_LIMIT]) == exact
    assert moves and all(in_fragment(m) for m in moves)


@pytest.mark.parametrize("ident", ["win-easy", "win-normal", "win-hard"])
def test_full_search_equals_brute_force(ident):
    _, state = suite()[ident]
    assert Search().value(state) == brute(state, False, [200_000])


@pytest.mark.parametrize(
    ("item", "ap"), [("ring-of-voip", 1), ("baubles-of-astray", 1), ("ring-of-voip", 2)]
)
def test_an_item_that_cannot_gain_keeps_the_tight_bound_and_the_search_exact(item, ap):
    """The Ring (a free jump) and the Baubles (a Knight moved) add nothing to the objective:
    the bound from the AP left still holds (it is what cuts), and the search equals brute force."""
    _, won = suite()["win-step-normal"]
    seats = tuple(dataclasses.replace(s, item=item, charged=True) for s in won.seats)
    state = dataclasses.replace(won, seats=seats, ap=ap)
    assert state.peasants == () and any(g.move.type == "use_item" for g in GAME.legal_moves(state))
    search = Search()
    exact = search.value(state)
    assert exact == brute(state, False, [400_000])
    assert upper_bound(state) >= exact
    assert upper_bound(state) < objective.progress(state) + objective.WEIGHTS.cottage * (ap + 1)


@pytest.mark.parametrize("ident", ["published-easy-0", "august-draft-easy-3", "win-step-normal"])
@pytest.mark.parametrize("depth", [1, 2, 3])
def test_the_lookahead_is_worth_brute_force_to_its_depth_or_more(ident, depth):
    """Lookahead(depth) is expectimax over ``depth`` decisions then ending the turn, as a plain
    enumeration of exactly that computes it; a position it solved on the way counts with its
    optimum wherever it comes again, which can only add."""
    _, state = suite()[ident]
    look = Lookahead(Search(), depth).root(state)
    assert brute_lookahead(state, depth) <= look <= upper_bound(state)
    if ident == "win-step-normal":
        assert look <= Search().value(state)


@pytest.mark.parametrize("ident", ["win-step-easy", "tunnel-normal", "august-draft-normal-4"])
def test_deepening_without_a_deadline_proves_the_optimum(ident):
    _, state = suite()[ident]
    deadline = Deadline(60_000, clock=time.process_time)
    found = deepen(Search(), state, deadline)
    assert found is not None and found.nodes > 0
    assert found.proved and found.value == Search().value(state)
    assert applies(state, [m.model_dump(mode="json") for m in found.moves]) == found.end
    values = [Lookahead(Search(), d).root(state) for d in range(1, found.depth + 1)]
    assert values == sorted(values)  # each depth is worth at least the one before


def test_a_plan_without_a_draw_is_worth_exactly_where_it_ends():
    """The lookahead's value is the exact value of its plan: followed to the end of phase
    one, the position there is worth it."""
    _, state = suite()["cottage-near-hard"]
    look = Lookahead(Search(), 2)
    v = look.root(state)
    moves, end = look.principal(state)
    assert not in_phase_one(end)  # the board phase's draw is next
    assert objective.value(end) == v
    assert applies(state, [m.model_dump(mode="json") for m in moves]) == end


def test_a_depth_cut_short_still_offers_the_best_root_move_it_finished():
    _, state = suite()["published-normal-12"]
    whole = Lookahead(Search(), 2)
    best = whole.root(state)
    cut = Lookahead(Search(), 2, deadline=Deadline(0, every=whole.nodes // 2))
    with pytest.raises(Expired):
        cut.root(state)
    assert cut.root_best is not None and cut.root_best[0] <= best
    moves, _ = cut.principal(state)
    assert moves[0] == cut.root_best[1]


def test_when_the_whole_search_cannot_finish_the_lookahead_burns_peasants(monkeypatch):
    """The fragment leaves out Peasant burns; on this position burning one is worth more than
    the fragment's optimum, and the lookahead over everything finds it."""
    from solvers.trogdor import plan

    monkeypatch.setattr(plan, "EXACT_SHARE", 1e-9)  # the whole search expires at once
    _, state = suite()["published-normal-12"]
    moves, result = plan.plan_moves(state, None, 80, clock=plan.NodeClock())  # 4,000 nodes
    fragment_optimum = Search(fragment=True).value(state)
    assert result["stats"]["solver"] == "lookahead"
    assert result["stats"]["lookahead_depth"] >= 1
    assert result["value"]["amount"] > float(fragment_optimum)
    assert any(m.type == "burninate" and m.target == "peasant" for m in moves)
    assert result["quality"]["kind"] == "estimate"
    assert "looking" in result["quality"]["note"]
    applies(state, result["moves"])


@pytest.mark.parametrize("ap", [1, 2])
def test_a_burning_peasants_run_is_averaged_exactly(ap):
    """A Peasant on Trogdor's unburned tile: burning it draws its run from the Movement deck."""
    _, won = suite()["win-step-normal"]
    state = dataclasses.replace(won, peasants=(won.trogdor,), void=won.void - 1, ap=ap)
    search = Search()
    exact = search.value(state)
    assert search.chance_nodes >= 1
    assert exact == brute(state, False, [200_000])
    # on the model, the cards with one path are one outcome (issue 30): the same average
    assert Search(model=True).value(state) == pytest.approx(float(exact), abs=1e-9)


@pytest.mark.parametrize("ident", [i for i in FAST if i.startswith("win")] + ["win-hard"])
def test_a_plan_wins_when_a_win_is_available(ident):
    _, state = suite()[ident]
    result = solve_turn_plan(state, None, 10_000)
    assert result["quality"]["kind"] == "optimal"
    assert applies(state, result["moves"]).status == "victory"
    assert result["value"]["amount"] >= objective.WEIGHTS.win
    assert "wins" in result["explanation"]


def test_every_plan_applies_in_order_and_reports_what_it_found():
    for ident in FAST:
        _, state = suite()[ident]
        result = solve("trogdor", "turn-plan", state, None, 2000)
        end = applies(state, result["moves"])
        assert result["moves"], ident
        assert result["stats"]["solver"] in (
            "exact-search",
            "exact-search (fragment)",
            "cp-sat",
            "cp-sat (unproved)",
            "lookahead",
            "greedy",
        )
        if result["quality"]["kind"] == "estimate":  # a search's bounds, not a 95% interval
            lo, hi = result["quality"]["bounds"]
            assert lo <= hi and "interval95" not in result["quality"]
            assert lo == pytest.approx(result["value"]["amount"])
        assert "objective" not in result["explanation"]  # a player's words (issue 33)
        if end.status == "ongoing" and not objective.dead(end):
            assert "This plan " in result["explanation"], result["explanation"]
        if end.status == "ongoing" and not in_phase_one(end):
            assert abs(float(objective.value(end)) - result["value"]["amount"]) < 1e-9


def test_without_the_whole_search_the_fragments_exact_search_answers(monkeypatch):
    """When the search over everything cannot finish, the same search over CP-SAT's fragment
    answers before CP-SAT is needed, with the fragment's proved optimum (a lower bound)."""
    from solvers.trogdor import plan

    monkeypatch.setattr(plan, "EXACT_SHARE", 1e-9)  # the whole search expires at once
    _, state = suite()["published-easy-24"]
    result = solve_turn_plan(state, None, 3000)
    assert result["stats"]["solver"] == "exact-search (fragment)"
    assert result["quality"]["kind"] == "estimate"
    fragment_optimum = Search(fragment=True).value(state)
    assert result["value"]["amount"] == pytest.approx(float(fragment_optimum), abs=1e-9)
    assert result["quality"]["bounds"][0] == pytest.approx(float(fragment_optimum))
    end = applies(state, result["moves"])
    assert not in_phase_one(end)
    assert all(in_fragment(MOVE.validate_python(m)) for m in result["moves"])


@pytest.mark.parametrize("budget_ms", [1, 20, 100])
def test_a_tiny_budget_answers_an_estimate_on_time(budget_ms):
    _, state = suite()["ap11-normal"]
    start = time.perf_counter()
    result = solve_turn_plan(state, None, budget_ms)
    elapsed = (time.perf_counter() - start) * 1000
    assert result["quality"]["kind"] == "estimate"
    assert elapsed < budget_ms + 50, elapsed
    applies(state, result["moves"])


def test_turn_plan_is_registered_for_trogdor():
    assert "turn-plan" in kinds_for("trogdor")


@pytest.mark.slow
@pytest.mark.parametrize("ident", [entry["id"] for entry in json.loads(SUITE.read_text())])
def test_the_whole_suite_agrees_and_every_plan_applies(ident):
    _, state = suite()[ident]
    exact = Search(fragment=True).value(state)
    cv, _, _, planner = solve_cpsat(state, time_limit_s=120)
    assert planner.proved and cv == exact, ident
    result = solve_turn_plan(state, None, 200)
    applies(state, result["moves"])


def test_the_solver_bench_runs(monkeypatch, capsys):
    from solvers.trogdor import bench

    monkeypatch.setattr(
        "sys.argv", ["bench", "--every", "120", "--cap-s", "0.05", "--hint-ms", "50"]
    )
    bench.main()
    out = capsys.readouterr().out
    for row in ("exact search", "deepening to a proof", "CP-SAT, fragment", "turn-plan at 50 ms"):
        assert row in out
    assert "answered by: " in out


#: positions whose whole search on the engine takes under a second
ENGINE_SOLVES = (
    "published-normal-1",
    "august-draft-normal-4",
    "tunnel-normal",
    "win-normal",
    "win-step-easy",
    "published-normal-12",
    "august-draft-hard-12",
    "august-draft-normal-32",
)


@pytest.mark.parametrize("ident", ENGINE_SOLVES)
def test_the_search_on_the_model_equals_the_search_on_the_engine(ident):
    """Trogdor's actions searched on :mod:`solvers.trogdor.model` (issue 30) give the engine's
    exact optimum, to 1e-9, and a plan that applies and reaches it."""
    _, state = suite()[ident]
    on_engine = Search().value(state)
    search = Search(model=True)
    on_model = search.value(state)
    assert on_model == pytest.approx(float(on_engine), abs=1e-9)
    assert search.models.nodes > 0 or not in_phase_one(state)
    moves, end = search.principal(state)
    assert applies(state, [m.model_dump(mode="json") for m in moves]) == end
    if not in_phase_one(end):
        assert float(objective.value(end)) == pytest.approx(float(on_engine), abs=1e-9)


def test_a_budget_on_the_node_clock_replays_exactly():
    """``simulate``'s budget (issue 30): counted in search nodes and CP-SAT's deterministic
    time, the same request answers the same, however long it took."""
    _, state = suite()["published-easy-0"]  # the whole search does not finish in 300 ms
    runs = [plan_moves(state, None, 300, clock=NodeClock()) for _ in range(2)]
    (moves_a, a), (moves_b, b) = runs
    assert moves_a == moves_b
    assert a["value"] == b["value"] and a["quality"] == b["quality"]
    assert a["stats"]["nodes"] == b["stats"]["nodes"] > 0
    assert a["stats"]["solver"] == b["stats"]["solver"]


def test_cpsat_on_deterministic_time_replays_exactly():
    _, state = suite()["published-normal-1"]
    first = solve_cpsat(state, 0.5, deterministic=True)
    second = solve_cpsat(state, 0.5, deterministic=True)
    assert first[:3] == second[:3]
    assert first[3].threads == 1


@pytest.mark.parametrize(
    "item",
    [
        "disk-of-healing",
        "shield-of-cumberdale",
        # the engine's search takes seconds with these (a use offered at every decision)
        pytest.param("that-dog-tennis-ball-thing", marks=pytest.mark.slow),
        pytest.param("two-gross-beans", marks=pytest.mark.slow),
        pytest.param("ring-of-voip", marks=pytest.mark.slow),
    ],
)
def test_the_search_on_the_model_equals_the_engine_with_each_item(item):
    """The items the model plays (T19, T49, T52) searched on it give the engine's optimum: a
    turn of 1 AP with ``item`` charged in the active seat's hands, a Peasant on Trogdor's
    tile and a Knight next to him."""
    _, base = suite()["published-normal-12"]
    seats = list(base.seats)
    for i, s in enumerate(seats):
        if s.item == item:
            seats[i] = dataclasses.replace(s, item=seats[base.active].item)
    seats[base.active] = dataclasses.replace(seats[base.active], item=item, charged=True)
    here = base.trogdor
    state = dataclasses.replace(
        base,
        seats=tuple(seats),
        used=base.used - {item},
        ap=1,
        peasants=tuple(sorted((*base.peasants, here))),
        void=base.void - 1,
        knights=((here + 1) % 25, base.knights[1]),
    )
    search = Search(model=True)
    on_model = search.value(state)
    assert search.models.nodes > 0
    assert on_model == pytest.approx(float(Search().value(state)), abs=1e-9)
