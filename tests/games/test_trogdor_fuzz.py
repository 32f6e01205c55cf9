"""Hand-posed Trogdor states from clients: a mutated state is refused with a GameError or
accepted and then playable; never another exception (the service would answer 500)."""

from __future__ import annotations

import copy
import random

import pytest
from pydantic import ValidationError

from games.core.errors import GameError
from games.core.game import Setup
from games.trogdor import wire
from games.trogdor.scenario import GAME

pytestmark = pytest.mark.slow  # a long fuzzing run

POS = [{"row": r, "col": c} for r in range(5) for c in range(5)]
TASKS = list(wire.Task.model_fields["task"].annotation.__args__)


def _states(count: int):
    """Reachable wire states of a few random table games."""
    rng = random.Random(5)
    found = []
    for seed in range(count):
        options = wire.Options(keepers=None, items=None, fiery_rage=seed % 2 == 0)
        s = GAME.new_game(
            Setup(1 + seed % 4, ("published", "august-draft")[seed % 2], "table", seed, options)
        )
        while GAME.legal_moves(s):
            if rng.random() < 0.08:
                found.append(GAME.to_wire(s))
            s, _ = GAME.apply(s, rng.choice(GAME.legal_moves(s)).move)
    return found


def _mutate(d, rng):
    d = copy.deepcopy(d)
    key = rng.choice(
        [
            "peasants",
            "trog_meter",
            "void",
            "knights",
            "troghammer",
            "archer",
            "tasks",
            "ap",
            "board_card",
            "seats",
            "abilities",
            "trogdor",
            "cottages",
            "active_seat",
            "hand",
        ]
    )
    if key == "peasants":
        d["peasants"] = rng.sample(POS, rng.randint(0, 4))
    elif key in ("trog_meter", "void", "ap"):
        d[key] = rng.randint(0, 7)
    elif key == "knights":
        d["knights"] = rng.sample(POS, rng.randint(0, 2))
    elif key in ("troghammer", "archer"):
        d[key] = rng.choice([*POS, None]) if key == "troghammer" else rng.choice(POS)
    elif key == "tasks":
        task = {"task": rng.choice(TASKS), "seat": None, "pos": None, "n": None, "source": None}
        field = rng.choice(["seat", "pos", "n", "source", None])
        if field == "seat":
            task["seat"] = rng.randint(0, 5)
        elif field == "pos":
            task["pos"] = rng.choice(POS)
        elif field == "n":
            task["n"] = rng.randint(0, 6)
        elif field == "source":
            task["source"] = rng.choice(["knight", "archer"])
        d["tasks"].insert(rng.randint(0, len(d["tasks"])), task)
    elif key == "board_card":
        d["board_card"] = rng.choice([None, {"card": "M7", "arrow": "W"}])
    elif key == "seats":
        d["seats"][0]["item_charged"] = not d["seats"][0]["item_charged"]
        d["seats"][0]["item"] = rng.choice(["ring-of-voip", "super-trinket", "ye-flask-of-denis"])
    elif key == "abilities":
        d["abilities"] = {
            "card": rng.choice(["majesty", "shot-put", None, "discard"]),
            "used": [],
            "flips": rng.randint(0, 4),
        }
    elif key == "trogdor":
        d["trogdor"] = {"pos": rng.choice(POS), "hiding": rng.random() < 0.5}
    elif key == "cottages":
        d["cottages"][0]["burning"] = not d["cottages"][0]["burning"]
    elif key == "active_seat":
        d["active_seat"] = rng.randint(0, 5)
    else:
        d["seats"][0]["hand"] = rng.sample(["majesty", "block", "wingaling"], rng.randint(0, 2))
    # half the time make the derived fields agree, so deeper checks are reached
    if rng.random() < 0.5:
        try:
            s = GAME.from_wire(GAME.State.model_validate(d))
            return GAME.to_wire(s)
        except (GameError, ValidationError):
            pass
        try:
            from games.trogdor import state as trogdor_state

            rough = trogdor_state.from_wire(GAME.State.model_validate(d))
            derived = GAME.to_wire(rough)
            for field in ("phase", "pending_chance", "to_act"):
                d[field] = derived[field]
        except Exception:
            pass
    return d


def test_mutated_states_are_refused_or_playable():
    rng = random.Random(11)
    accepted = 0
    for base in _states(30):
        for _ in range(8):
            d = _mutate(base, rng)
            try:
                s = GAME.from_wire(GAME.State.model_validate(d))
            except (GameError, ValidationError):
                continue
            accepted += 1
            for _ in range(30):
                legal = GAME.legal_moves(s)
                if not legal:
                    break
                GAME.render(s)
                GAME.score(s)
                s, _ = GAME.apply(s, rng.choice(legal).move)  # a listed move is always legal
                GAME.check_invariants(s)
    assert accepted > 0
