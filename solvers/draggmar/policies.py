"""The hints of Draggmar as ``gamekeeper simulate`` policies, with deterministic budgets.

``route`` scouts and selects by the route hint (:data:`route.POLICY_PLAYOUTS` playouts a
decision, seeded by the game's policy generator); ``equip`` takes the equip hint's hero and
items into every room (CP-SAT, exact, one thread); ``route-equip`` does both. Every other
decision, and the skills and Fame a seat spends before equipping, is the greedy policy's.
"""

from __future__ import annotations

import random
from typing import Any

from games.draggmar.state import DraggState
from solvers.draggmar import equip, route
from solvers.draggmar.greedy import greedy_for

#: greedy's room moves that come before equipping (the equip model counts them once made)
BEFORE_EQUIP = ("use_skill", "spend_fame")


def _route_for(game: Any, state: DraggState, rng: random.Random, seat: int) -> Any | None:
    if route._deciding(state, seat):
        return route.best_move(state, seat, route.POLICY_PLAYOUTS, rng.getrandbits(32))
    return None


def _equip_for(game: Any, state: DraggState, rng: random.Random, seat: int) -> Any | None:
    if not equip._preparing(state, seat):
        return None
    usual = greedy_for(game, state, rng, seat)
    if usual.type in BEFORE_EQUIP:
        return usual
    return equip.first_move(state, seat)


def route_for(game: Any, state: DraggState, rng: random.Random, seat: int) -> Any:
    return _route_for(game, state, rng, seat) or greedy_for(game, state, rng, seat)


def equip_for(game: Any, state: DraggState, rng: random.Random, seat: int) -> Any:
    return _equip_for(game, state, rng, seat) or greedy_for(game, state, rng, seat)


def route_equip_for(game: Any, state: DraggState, rng: random.Random, seat: int) -> Any:
    return (
        _route_for(game, state, rng, seat)
        or _equip_for(game, state, rng, seat)
        or greedy_for(game, state, rng, seat)
    )


def _first(chooser: Any) -> Any:
    def choose(game: Any, state: DraggState, rng: random.Random) -> Any:
        return chooser(game, state, rng, game.to_act(state)[0])

    return choose


route_move = _first(route_for)
equip_move = _first(equip_for)
route_equip_move = _first(route_equip_for)
