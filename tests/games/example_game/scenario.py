"""Posing High Card positions (table mode): a game set up, then moves given as dicts, each
applied by the same ``apply`` as the service's.

>>> s = play(new(2), {"type": "deal", "seat": 0, "card": 6}, {"type": "deal", "seat": 1, "card": 2})
>>> GAME.to_act(s)
(0, 1)
>>> s = play(s, {"type": "keep", "seat": 0}, {"type": "keep", "seat": 1})
>>> GAME.score(s).winners
[0]
"""

from __future__ import annotations

from typing import Any

from pydantic import TypeAdapter

from games.core.game import Setup
from tests.games.example_game import GAME, wire
from tests.games.example_game.state import HighCardState

MOVE: TypeAdapter[wire.AnyMove] = TypeAdapter(wire.Move)


def new(players: int = 2, seed: int = 0) -> HighCardState:
    state: HighCardState = GAME.new_game(Setup(players, "standard", "table", seed, wire.Options()))
    return state


def play(state: HighCardState, *moves: dict[str, Any]) -> HighCardState:
    for move in moves:
        state, _ = GAME.apply(state, MOVE.validate_python(move))
    return state
