"""Random and greedy Trogdor playouts with checks at every step (both variants, 1-6 seats,
every map and the main options), the wire round trip, posed states refused, view and render.

The generic ``test_playout.py`` covers Trogdor too once it is registered; this file also varies
the options and plays a greedy policy that reaches the late game (victories, Fiery Rage).
"""

from __future__ import annotations

import copy
import random

import pytest

from games.core.chance import keyed_picker, resolve_chance
from games.core.errors import GameOver, InvalidState
from games.core.game import Setup
from games.trogdor import wire
from games.trogdor.render import picture, planned_path
from games.trogdor.scenario import GAME, start

OPTION_SETS = [
    {},
    {"map": "easy"},
    {"map": "hard", "fiery_rage": True},
    {"troghammer_cards": 4, "content": [{"id": "extra", "name": "Extra", "ap": 6}]},
    {"keepers": None, "items": None, "map": "normal"},
]


def _check(s):
    GAME.check_invariants(s)
    wire_state = GAME.to_wire(s)
    dumped = GAME.State.model_validate(wire_state).model_dump(
        mode="json", exclude={"signature", "sealed"}
    )
    assert dumped == wire_state  # what the service signs is what it validates
    back = GAME.from_wire(GAME.State.model_validate(copy.deepcopy(wire_state)))
    assert back == s
    assert GAME.to_wire(back) == wire_state
    legal = GAME.legal_moves(s)
    assert (s.status == "ongoing") == bool(legal)
    if legal and legal[0].seat is None:
        assert abs(sum(m.probability for m in legal) - 1) < 1e-9
        assert GAME.to_act(s) == ()
    else:
        assert all(m.seat in GAME.to_act(s) for m in legal)
    return legal


GREEDY = ["burninate", "chomp", "card_effect", "use_item", "spawn", "trade", "move"]


def _greedy(legal, rng):
    """Burn first, chomp, use powers; else wander; end the actions last."""
    by_type = {}
    for m in legal:
        by_type.setdefault(m.move.type, []).append(m)
    for kind in GREEDY:
        if kind in by_type and (kind != "move" or rng.random() < 0.85):
            return rng.choice(by_type[kind]).move
    return rng.choice(legal).move


def play(variant, players, seed, options=None, policy="random", check=True):
    rng = random.Random(f"{variant}|{players}|{seed}|{policy}")
    setup = Setup(players, variant, "table", seed, wire.Options.model_validate(options or {}))
    s = GAME.new_game(setup)
    record = []
    while True:
        legal = _check(s) if check else GAME.legal_moves(s)
        if not legal:
            break
        assert len(record) < 20_000
        if legal[0].seat is None:
            move = rng.choices([m.move for m in legal], [m.probability for m in legal])[0]
        elif policy == "greedy":
            move = _greedy(legal, rng)
        else:
            move = rng.choice(legal).move
        before = s.draw_counter
        s, _ = GAME.apply(s, move)
        assert s.draw_counter == before + (legal[0].seat is None)
        record.append(move)
    with pytest.raises(GameOver):
        GAME.apply(s, record[-1])
    replayed = GAME.new_game(setup)
    for move in record:
        replayed, _ = GAME.apply(replayed, move)
    assert replayed == s
    return s


@pytest.mark.parametrize("variant", ["published", "august-draft"])
@pytest.mark.parametrize("players", [1, 2, 3, 4, 5, 6])
def test_random_playouts(variant, players):
    for seed in range(6):
        s = play(variant, players, seed, OPTION_SETS[seed % len(OPTION_SETS)])
        assert s.status in ("victory", "petite_victory", "defeat", "turn_limit")


@pytest.mark.parametrize("variant", ["published", "august-draft"])
def test_greedy_playouts_reach_the_late_game(variant):
    best_tiles = best_cottages = 0
    for seed in range(40):
        s = play(variant, 1 + seed % 4, seed, OPTION_SETS[seed % len(OPTION_SETS)], "greedy")
        breakdown = GAME.score(s).breakdown
        best_tiles = max(best_tiles, breakdown["tiles_burned"])
        best_cottages = max(best_cottages, breakdown["cottages_burning"])
    print(variant, "best tiles", best_tiles, "best cottages", best_cottages)
    assert best_tiles >= 20 and best_cottages >= 1


@pytest.mark.parametrize("variant", ["published", "august-draft"])
@pytest.mark.parametrize("players", [1, 2, 3, 6])
def test_no_move_is_listed_twice_and_every_seat_move_changes_the_state(variant, players):
    """Labels: at every step no two legal moves are equal or read the same; applying any listed
    seat move (deterministic: chance outcomes are moves of their own) changes the state, and no
    two of them give the same state (a move that only spends a card's ability, like swapping
    two alike Tunnels, would equal its ``decline``). Keepers and items are dealt, so Yubbitz and
    every item turn up; greedy and random play."""
    for seed in range(30):
        policy = ("random", "greedy")[seed % 2]
        rng = random.Random(f"{variant}|{players}|{seed}|labels")
        options = wire.Options(keepers=None, items=None, fiery_rage=seed % 3 == 0)
        s = GAME.new_game(Setup(players, variant, "table", seed, options))
        while legal := GAME.legal_moves(s):
            moves = [m.move for m in legal]
            labels = [m.label for m in legal]
            assert len(set(moves)) == len(moves), moves
            assert len(set(labels)) == len(labels), sorted(labels)
            if legal[0].seat is None:
                move = rng.choices(moves, [m.probability for m in legal])[0]
            else:
                after: dict = {}
                for m in legal:
                    state = GAME.apply(s, m.move)[0]
                    assert state != s, f"{m.label!r} changes nothing"
                    assert state not in after, f"{m.label!r} does what {after[state]!r} does"
                    after[state] = m.label
                move = _greedy(legal, rng) if policy == "greedy" else rng.choice(moves)
            s, _ = GAME.apply(s, move)


def test_digital_mode_is_reproducible():
    for seed in range(5):
        setup = Setup(3, "published", "digital", seed, wire.Options())
        finals = []
        for _ in range(2):
            rng = random.Random(seed)
            pick = keyed_picker(b"k", "trogdor", seed)
            s, _ = resolve_chance(GAME, GAME.new_game(setup), pick)
            while GAME.legal_moves(s):
                s, _ = GAME.apply(s, rng.choice(GAME.legal_moves(s)).move)
                s, _ = resolve_chance(GAME, s, pick)
            finals.append(s)
        assert finals[0] == finals[1]


# --- posed states --------------------------------------------------------------------------


def _wire():
    return copy.deepcopy(GAME.to_wire(start()))


def _load(d):
    return GAME.from_wire(GAME.State.model_validate(d))


def test_posed_state_round_trips():
    assert _load(_wire()) == start()


def test_inconsistent_states_are_refused():
    d = _wire()
    d["void"] += 1
    with pytest.raises(InvalidState, match="7 Peasants"):
        _load(d)
    d = _wire()
    d["phase"] = "board"
    with pytest.raises(InvalidState, match="phase"):
        _load(d)
    d = _wire()
    d["cottages"][0]["pos"] = {"row": 2, "col": 2}
    with pytest.raises(InvalidState, match="Cottage"):
        _load(d)
    d = _wire()
    d["action_deck"]["cards"]["majesty"] = 5
    with pytest.raises(InvalidState, match="majesty"):
        _load(d)
    d = _wire()
    d["to_act"] = [0, 1]
    with pytest.raises(InvalidState, match="to_act"):
        _load(d)


def test_burning_peasant_tasks_on_the_wire():
    """T43: a burn task's source is 'trogdor' when he set the Peasant aflame himself, null for
    any other fire (as in states given out before T43); T42: none runs from the Lake."""
    s, _ = GAME.apply(start(peasants=[(2, 2)]), wire.Burninate(seat=0, target="peasant"))
    d = copy.deepcopy(GAME.to_wire(s))
    task = {"task": "burn", "seat": None, "pos": {"row": 2, "col": 2}, "n": None}
    assert d["tasks"][0] == {**task, "source": "trogdor"}
    d["tasks"][0]["source"] = None
    assert _load(d).tasks[0] == ("burn", (12, None))
    d["tasks"][0]["source"] = "knight"
    with pytest.raises(InvalidState, match="source 'knight'"):
        _load(d)
    d["tasks"][0] = {**task, "pos": {"row": 2, "col": 3}, "source": "trogdor"}
    with pytest.raises(InvalidState, match="T42"):
        _load(d)


def test_used_item_of_states_given_out_before_t49():
    """Before T49 an item used this turn was written "item" (the active seat's); now its id."""
    s, _ = GAME.apply(
        start(items=["two-gross-beans"]), wire.UseItem(seat=0, item="two-gross-beans")
    )
    d = copy.deepcopy(GAME.to_wire(s))
    assert d["abilities"]["used"] == ["two-gross-beans"]
    d["abilities"]["used"] = ["item"]
    assert _load(d) == s


def test_view_and_render():
    s = start(peasants=[(2, 2), (2, 2), (0, 2)], trog_meter=4, hiding=True)
    view = GAME.view(s, 0)
    assert "signature" not in view and view["trogdor"]["hiding"] is True
    svg = GAME.render(s)
    assert svg.startswith("<svg") and "hiding" in svg and ">2<" in svg
    assert "Trog-Meter" in svg and "Void" in svg and "AP left: 7" in svg
    moves = [
        wire.MoveTo(seat=0, to=wire.Pos(row=1, col=2)),
        wire.MoveTo(seat=0, to=wire.Pos(row=0, col=2)),
    ]
    s = start()
    path = planned_path(s, moves)
    assert path == [7, 2]
    assert "polyline" in picture(s, path)
