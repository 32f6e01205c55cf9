"""The ``placement`` hint of New Troll Party: it reasons over the asking seat's information set
only (P3, P7, P11, P13, P14), its moves apply, and its policy beats ``random``."""

from __future__ import annotations

import random
from typing import Any

import pytest

from games.troll_party import GAME
from games.troll_party.scenario import deal, new, place, play
from games.troll_party.state import TrollState
from solvers.core import Unsolvable
from solvers.simulate import Run, simulate
from solvers.troll_party import placement
from solvers.troll_party.knowledge import determinise, unseen

PLAYOUTS = 60


def hint(state: TrollState, seat: int, seed: int = 0) -> dict[str, Any]:
    """The answer without its timing, the one part that may differ between equal answers."""
    answer = dict(placement.answer(state, seat, PLAYOUTS, seed))
    answer["stats"] = {k: v for k, v in answer["stats"].items() if k != "time_ms"}
    return answer


def card(seat: int, table: int, cid: str) -> dict[str, Any]:
    return {"type": "place_card", "seat": seat, "table": table, "card": cid}


def test_p13_a_placing_seat_gets_the_same_hint_whatever_it_cannot_see():
    """P3, P13: the others' cards, placed or in hand, and where they placed them, are hidden:
    two states that differ only there give one hint."""
    s = new(players=3)
    one, _ = play(s, card(1, 0, "orange-13-gain"), card(2, 1, "green-6.5"))
    two, _ = play(s, card(1, 2, "orange-1"))
    two, _ = place(two, 2, "green-12-gain", "green-2", "green-3")
    assert one != two and unseen(one, 0) == unseen(two, 0)
    assert hint(one, 0) == hint(two, 0)
    assert hint(one, 0, seed=1)["stats"]["playouts"] == PLAYOUTS


def _placed(*rows: tuple[str, str, str]) -> TrollState:
    s = new(players=3)
    for seat, row in enumerate(rows):
        s, _ = place(s, seat, *row)
    return s


def test_p7_purple_gets_the_same_peek_advice_whatever_she_cannot_see():
    purple = ("purple-4", "purple-6", "purple-8")
    one = _placed(purple, ("orange-5", "orange-7", "orange-9"), ("green-4", "green-5", "green-6.5"))
    two = _placed(purple, ("orange-1", "orange-3", "orange-11"), ("green-8", "green-9", "green-2"))
    assert one.stage == two.stage == "purple"
    first, second = hint(one, 0), hint(two, 0)
    assert first == second
    assert first["moves"][0]["type"] in ("peek", "decline")


def test_p8_orange_gets_the_same_nullify_advice_whatever_it_cannot_see():
    """The table being resolved is face up; the cards at the other two are not."""
    orange = ("orange-5", "orange-7", "orange-9")
    one = _placed(("purple-4", "purple-6", "purple-8"), orange, ("green-4", "green-5", "green-6.5"))
    two = _placed(("purple-4", "purple-2", "purple-12"), orange, ("green-4", "green-8", "green-9"))
    one, _ = play(one, {"type": "decline", "seat": 0})
    two, _ = play(two, {"type": "decline", "seat": 0})
    assert one.stage == two.stage == "orange" and one.resolving == 0
    first = hint(one, 1)
    assert first == hint(two, 1)
    assert first["moves"][0]["type"] in ("nullify", "decline")


def test_p11_the_dummys_face_down_cards_are_not_seen():
    s = new(players=2)
    one, _ = deal(s, "green-1-gain", "green-2", "green-3")
    two, _ = deal(s, "green-12-gain", "green-6.5", "green-10")
    one, _ = play(one, card(1, 0, "orange-13-gain"))
    assert hint(one, 0) == hint(two, 0)


def test_a_world_deals_each_band_exactly_its_unseen_cards():
    one, _ = play(new(players=3), card(1, 0, "orange-13-gain"))
    world = determinise(one, 0, random.Random(3))
    GAME.check_invariants(world)
    assert world.hands[0] == one.hands[0] and world.placements[0][1] is None
    assert unseen(world, 0) == unseen(one, 0)


def _decisions(players: int, seed: int, count: int) -> list[tuple[TrollState, int]]:
    """States of a random game where some seat decides, spread over the whole game."""
    rng, s = random.Random(seed), new(players=players)
    found = []
    while s.status == "ongoing":
        legal = GAME.legal_moves(s)
        seats = sorted({m.seat for m in legal if m.seat is not None})
        if seats and rng.random() < 0.3:
            found.append((s, rng.choice(seats)))
        s, _ = GAME.apply(s, rng.choice(legal).move)
    return found[:count]


@pytest.mark.parametrize("players", [2, 3])
def test_every_answered_move_is_legal_and_applies(players):
    stages = set()
    for s, seat in _decisions(players, seed=players, count=12):
        result = placement.answer(s, seat, 12)
        stages.add(s.stage)
        for move in result["moves"]:
            assert move in [m.move.model_dump(mode="json") for m in GAME.legal_moves(s)]
            s, _ = play(s, move)
        strategy = result["plan"]["strategy"]
        assert abs(sum(m["probability"] for m in strategy) - 1) < 1e-3
        assert strategy[0]["move"] == result["moves"][0]
        lo, hi = result["quality"]["interval95"]
        assert 0 <= lo <= result["value"]["amount"] <= hi <= 1
    assert "place" in stages


def test_no_decision_of_the_seat_is_unsolvable():
    s = new(players=3)
    with pytest.raises(Unsolvable) as raised:
        placement.check_solvable(s, None)  # three seats place at once: which one?
    assert raised.value.reason == "not-to-act"
    chance = new(players=2)  # the dummy's cards are dealt first (P11)
    with pytest.raises(Unsolvable, match="chance"):
        placement.check_solvable(chance, 0)
    assert placement.check_solvable(s, 2) == 2


def test_the_placement_policy_beats_random_clearly(monkeypatch):
    """Seeded: 30 three-seat games, the policy in one seat (by seed) against two ``random``
    seats, with a small budget; the same seeds played by ``random`` alone are the baseline."""
    monkeypatch.setattr(placement, "POLICY_PLAYOUTS", 16)
    run = Run("troll-party", "placement", games=30, seed=100, players=3, opponents="random")
    searched = simulate(run)
    baseline = simulate(Run("troll-party", "random", 30, 100, 3, opponents="random"))
    assert searched.policy_wins >= 17, searched.policy_wins
    assert searched.policy_wins >= baseline.policy_wins + 6, (
        searched.policy_wins,
        baseline.policy_wins,
    )
