"""The model of Trogdor's actions (:mod:`solvers.trogdor.model`) against the engine, move by
move: the same legal actions, the same draws with the same probabilities, the same position
after each, and the same value where phase one ends. Positions: the committed suite, and
random mid-turn positions reached from it by seeded random play (a fast subset here; the
census of thousands under ``-m slow``)."""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from games.trogdor import GAME, wire
from games.trogdor.state import TrogState
from solvers.trogdor import objective
from solvers.trogdor.model import (
    MODELLED,
    USABLE,
    Model,
    covered,
    move_signature,
    signature,
)
from solvers.trogdor.search import in_phase_one

SUITE = Path(__file__).with_name("data") / "trogdor_positions.json"


@cache
def suite() -> list[TrogState]:
    return [
        GAME.from_wire(wire.State.model_validate(entry["state"]))
        for entry in json.loads(SUITE.read_text())
    ]


def agree(state: TrogState, model: Model) -> None:
    """The model's position is the engine's ``state``."""
    assert model.burned == state.burned
    assert model.cburn == state.cottages_burning
    assert model.peasants == state.peasants
    assert model.meter == state.trog_meter
    assert model.void == state.void
    assert model.trog == state.trogdor
    assert model.ap == state.ap
    assert model.hiding == state.hiding
    assert model.burns == tuple(arg[0] for name, arg in state.tasks if name == "burn")
    assert (model.deck or model.discard) == (state.move_deck or state.move_discard)
    for item, how in zip(MODELLED, model.items, strict=True):
        assert (how == USABLE) == (state.item_seat(item) is not None), item
    protect = state.tasks[0][1][1] if state.tasks and state.tasks[0][0] == "protect" else 0
    assert model.pending == protect


def model_deck(model: Model) -> int:
    """The cards the model's next draw is from."""
    return model.deck or model.discard


def walk(state: TrogState, rng: random.Random, counts: Counter[str]) -> None:
    """From a covered ``state`` to the end of phase one by random moves, model and engine side
    by side; every position on the way is compared (``counts``: what was compared). The
    model's bound at each (:meth:`Model.bound`) holds for every play and every draw: it is at
    least the value where this one ends."""
    model = Model(state)
    depth = 0
    bounds: list[float] = []
    while True:
        agree(state, model)
        if not in_phase_one(state):
            assert model.done is not None
            assert model.leaf() == pytest.approx(float(objective.value(state)), abs=1e-9)
            assert all(b >= model.leaf() - 1e-9 for b in bounds)
            counts["ends"] += 1
            break
        bounds.append(model.bound())
        assert model.done is None
        outcomes = GAME.chance_outcomes(state)
        if outcomes:
            counts["draws"] += 1
            assert model.chance()
            index = state.rs.move_index
            drawn: list[Any] = [m for m, _ in outcomes]
            assert [w for _, w in outcomes] == [1] * len(drawn)
            grouped: Counter[int] = Counter()  # the engine's cards, twins as one (same path)
            for m in drawn:
                grouped[(model.twins[index[m.card]] & model_deck(model)).bit_length() - 1] += 1
            assert sorted(grouped.items()) == model.outcomes()
            if model.runs_end():  # each card's shortcut is its draw's value, or declines
                for card, _ in model.outcomes():
                    ended = model.ended_run(card)
                    model.draw(card)
                    if ended is not None:
                        assert model.done is not None or model.forced()
                        assert ended == pytest.approx(model.leaf(), abs=1e-9)
                        counts["runs ending the actions"] += 1
                    model.unmake()
            counts["draws with twins"] += len(grouped) < len(drawn)
            move = rng.choice(drawn)
            model.draw(index[move.card])
        else:
            counts["decisions"] += 1
            assert not model.chance()
            legal = [m.move for m in GAME.legal_moves(state)]
            assert Counter(move_signature(m) for m in legal) == Counter(
                signature(a) for a in model.actions()
            )
            burns = [m for m in legal if m.type == "burninate" and m.target == "peasant"]
            move = rng.choice(burns if burns and rng.random() < 0.5 else legal)
            if move.type in ("use_item", "decline"):
                counts[f"{move.type} {getattr(move, 'item', '')}".strip()] += 1
            model.make(next(a for a in model.actions() if signature(a) == move_signature(move)))
        state, _ = GAME.apply(state, move)
        depth += 1
    # unmake returns to where the walk started
    for _ in range(depth):
        model.unmake()
    assert model.done is None and not model.undo


def random_position(seed: int) -> TrogState | None:
    """A covered position reached by seeded random play from a suite position: a few turns on
    (board phases, draws, cards), then into a turn's actions; None if the game ended first."""
    rng = random.Random(seed)
    positions = suite()
    state: TrogState = positions[seed % len(positions)]
    for _ in range(rng.randint(0, 80)):
        if state.status != "ongoing":
            return None
        outcomes = GAME.chance_outcomes(state)
        move = rng.choice(outcomes)[0] if outcomes else rng.choice(GAME.legal_moves(state)).move
        state, _ = GAME.apply(state, move)
    for _ in range(200):
        if state.status != "ongoing":
            return None
        if covered(state) and rng.random() < 0.5:
            return state
        outcomes = GAME.chance_outcomes(state)
        move = rng.choice(outcomes)[0] if outcomes else rng.choice(GAME.legal_moves(state)).move
        state, _ = GAME.apply(state, move)
    return None


def with_peasants(state: TrogState, rng: random.Random) -> TrogState:
    """``state`` with up to three Peasants from the Void put on the board, one on Trogdor's
    tile: positions where burning them (a draw) is offered, rare in random play."""
    n = min(state.void, rng.randint(1, 3))
    tiles = [state.trogdor] + [rng.randrange(25) for _ in range(n - 1)]
    return dataclasses.replace(
        state, peasants=tuple(sorted((*state.peasants, *tiles[:n]))), void=state.void - n
    )


def with_item(state: TrogState, rng: random.Random) -> TrogState:
    """``state`` with the active seat holding one of the items the model plays, charged (the
    seat that held it gets the active seat's): uses rare in random play."""
    item = rng.choice(MODELLED)
    seats = list(state.seats)
    mine = seats[state.active].item
    for i, s in enumerate(seats):
        if s.item == item:
            seats[i] = dataclasses.replace(s, item=mine)
    seats[state.active] = dataclasses.replace(seats[state.active], item=item, charged=True)
    return dataclasses.replace(state, seats=tuple(seats), used=state.used - {item})


def census(seeds: range, walks: int) -> Counter[str]:
    counts: Counter[str] = Counter()
    for state in suite():
        if covered(state):
            counts["suite positions"] += 1
            for k in range(walks):
                walk(state, random.Random(k), counts)
    for seed in seeds:
        found = random_position(seed)
        if found is not None:
            counts["random positions"] += 1
            walk(found, random.Random(seed), counts)
            rng = random.Random(-seed)
            if found.void:
                counts["random positions with Peasants added"] += 1
                walk(with_peasants(found, rng), rng, counts)
            armed = with_item(found, rng)
            if covered(armed):
                counts["random positions with an item given"] += 1
                walk(armed, rng, counts)
    return counts


def test_the_model_agrees_with_the_engine_on_the_suite_and_random_positions():
    counts = census(range(300), walks=1)
    assert counts["suite positions"] >= 70
    assert counts["random positions"] >= 30
    assert counts["draws"] >= 50
    assert counts["draws with twins"] >= 1  # cards with one path drawn as one outcome
    assert counts["runs ending the actions"] >= 10
    for used in ("decline", *(f"use_item {item}" for item in MODELLED)):
        assert counts[used] >= 1, used  # every item's use, and the Shield's decision kept


@pytest.mark.slow
def test_the_model_agrees_with_the_engine_census():
    counts = census(range(10_000), walks=10)
    print(dict(counts))
    assert counts["random positions"] >= 3000
    assert counts["draws"] >= 3000
