"""Real states of seeded games, mutated, sent to every stateful endpoint of every game.

Mutations: a field dropped, a number out of range, a list shortened, a type swapped. Table
mode, so the rules (not the signature) must catch them. Every answer is below 500, and every
refusal is problem+json. ``GAMEKEEPER_MUTATIONS`` (default 150 per game) sets the size.
"""

from __future__ import annotations

import copy
import os
import random
from collections.abc import Iterator
from typing import Any

import pytest

from games.core.registry import all_games

MUTATIONS = int(os.environ.get("GAMEKEEPER_MUTATIONS", "150"))
ENDPOINTS = ("legal-moves", "score", "view", "render", "apply", "hints")


def leaves(value: Any, path: tuple = ()) -> Iterator[tuple]:
    yield path
    if isinstance(value, dict):
        for key, child in value.items():
            yield from leaves(child, (*path, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from leaves(child, (*path, index))


def mutate(state: dict, rng: random.Random) -> dict:
    """One random mutation somewhere in a deep copy of ``state``."""
    result = copy.deepcopy(state)
    path = rng.choice([p for p in leaves(result) if p])
    parent = result
    for key in path[:-1]:
        parent = parent[key]
    key, value = path[-1], parent[path[-1]]
    kind = rng.choice(["drop", "range", "shorten", "swap"])
    if kind == "drop" and isinstance(parent, dict):
        del parent[key]
    elif kind == "shorten" and isinstance(value, list):
        parent[key] = value[: rng.randrange(len(value))] if value else [value]
    elif kind == "range":
        parent[key] = rng.choice([-1, 10**9, 2**70, 26, 5, 0])
    else:
        parent[key] = rng.choice(["x", 3, None, [], {}, True, {"row": 9, "col": -4}])
    return result


def seeded_states(client, game, count: int = 4) -> list[dict]:
    rng = random.Random(game.id)
    step = client.post(
        f"/v1/games/{game.id}/states",
        json={"players": game.max_players, "mode": "table", "seed": 3},
    ).json()
    states = [step["state"]]
    for _ in range(60):
        if not step["legal_moves"]:
            break
        move = rng.choice(step["legal_moves"])["move"]
        step = client.post(
            f"/v1/games/{game.id}/apply", json={"state": step["state"], "move": move}
        ).json()
        states.append(step["state"])
    return states[:: max(1, len(states) // count)]


@pytest.mark.parametrize("game", list(all_games().values()), ids=lambda g: g.id)
def test_mutated_states_are_refused_cleanly(client, game):
    rng = random.Random(f"mutations-{game.id}")
    states = seeded_states(client, game)
    statuses: dict[int, int] = {}
    for n in range(MUTATIONS):
        forged = mutate(rng.choice(states), rng)
        endpoint = ENDPOINTS[n % len(ENDPOINTS)]
        body: dict[str, Any] = {"state": forged}
        if endpoint == "view":
            body["seat"] = 0
        if endpoint == "apply":
            legal = client.post(f"/v1/games/{game.id}/legal-moves", json={"state": forged})
            if legal.status_code != 200 or not legal.json()["moves"]:
                continue
            body["move"] = legal.json()["moves"][0]["move"]
        if endpoint == "hints" and not game.hint_kinds:
            continue
        response = client.post(f"/v1/games/{game.id}/{endpoint}", json=body)
        statuses[response.status_code] = statuses.get(response.status_code, 0) + 1
        assert response.status_code < 500, (endpoint, response.text[:500])
        if response.status_code >= 400:
            assert response.headers["content-type"].startswith("application/problem+json")
    assert sum(s for code, s in statuses.items() if code >= 400) > MUTATIONS // 4, statuses
