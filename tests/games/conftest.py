"""Shared helpers for the engine tests under ``tests/games``.

Environment variables (read once, here):

``GAMEKEEPER_PLAYOUTS``
    How many seeded random table-mode playouts ``test_playout.py`` plays per registered game,
    split evenly across the game's variants and player counts. Default 2000 (for Thrag about
    25 s on one core; every step is checked). Ask for more to hunt rare bugs, e.g.::

        GAMEKEEPER_PLAYOUTS=20000 uv run pytest tests/games/test_playout.py -q -n 2

``GAMEKEEPER_DIGITAL_PLAYOUTS``
    How many digital-mode games (chance resolved by the keyed generator) per game. Default 300.

Both are scaled by ``PLAYOUT_SHARE`` for games whose playouts are dear (Draggmar).

Thrag helpers: scenarios are built in table mode, either by playing from ``new_game`` with
explicit chance moves (:func:`play`) or by loading a hand-made wire state (:func:`thrag_wire`,
:func:`load`, :func:`posed`).
"""

from __future__ import annotations

import copy
import os
from collections.abc import Iterable
from typing import Any

import pytest
from pydantic import BaseModel

from games.core.game import Event, Game, Setup
from games.thrag import GAME
from games.thrag import state as thrag_state
from games.thrag.state import ThragState
from games.thrag.wire import DrawCoin, DrawHealing


def _env_int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    value = int(raw)
    if value < 1:
        raise pytest.UsageError(f"{name} must be a positive integer, got {raw!r}")
    return value


#: seeded table-mode playouts per game (all variants and player counts together)
PLAYOUTS = _env_int("GAMEKEEPER_PLAYOUTS", 2000)
#: digital-mode playouts per game
DIGITAL_PLAYOUTS = _env_int("GAMEKEEPER_DIGITAL_PLAYOUTS", 300)
#: the share of those counts a game plays whose checked playout costs far more than the others':
#: a Dungeons of Draggmar game is ~0.8 s of CPU with every step checked, 60 times Thrag's, so
#: it plays a tenth of the games rather than own the suite's time (raise the counts above to
#: give it more)
PLAYOUT_SHARE = {"draggmar": 0.1}

#: imported directly, so that the Thrag tests run even when another game package is broken
THRAG: Game[ThragState, Any] = GAME


# --- playing -----------------------------------------------------------------------------------


def new_table_game(seed: int = 0, **options: Any) -> ThragState:
    """A new Thrag game in table mode: the first turn's draws are pending."""
    setup = Setup(1, "standard", "table", seed, THRAG.Options(**options))
    return THRAG.new_game(setup)


def play(s: ThragState, *moves: BaseModel) -> tuple[ThragState, list[Event]]:
    """Apply ``moves`` in order, checking the invariants after each; all the events."""
    events: list[Event] = []
    for move in moves:
        s, happened = THRAG.apply(s, move)
        THRAG.check_invariants(s)
        events.extend(happened)
    return s, events


def coin(color: str, value: int) -> DrawCoin:
    return DrawCoin(color=color, value=value)


def heal(value: int) -> DrawHealing:
    return DrawHealing(value=value)


def moves_of(s: ThragState) -> list[BaseModel]:
    return [legal.move for legal in THRAG.legal_moves(s)]


def event_types(events: Iterable[Event]) -> list[str]:
    return [e.type for e in events]


# --- hand-made wire states ---------------------------------------------------------------------


def thrag_wire(**changes: Any) -> dict[str, Any]:
    """A wire dict of a fresh table game (turn 1, draws pending), with top-level ``changes``.

    ``pending_chance`` and ``to_act`` are left as given (or as in the fresh game): use
    :func:`posed` to have them derived, :func:`load` to check them as a client's state is.
    """
    d = copy.deepcopy(THRAG.to_wire(new_table_game()))
    d.update(copy.deepcopy(changes))
    return d


def beasts(
    red: tuple[list[int], list[int], list[int]] = ([1, 2, 3, 4, 5], [], []),
    green: tuple[list[int], list[int], list[int]] = ([1, 2, 3, 4, 5], [], []),
    blue: tuple[list[int], list[int], list[int]] = ([1, 2, 3, 4, 5], [], []),
) -> dict[str, Any]:
    """The ``beasts`` wire field from (draw pile, discard, slain) per colour."""
    stacks = {"red": red, "green": green, "blue": blue}
    return {
        c: {"draw_pile": list(p), "discard": list(d), "slain": list(s)}
        for c, (p, d, s) in stacks.items()
    }


def drawn(*beasts_: tuple[str, int, int | None, bool]) -> list[dict[str, Any]]:
    """The ``drawn`` wire field from (colour, tile, die, slain) tuples."""
    return [{"color": c, "value": v, "die": d, "slain": s} for c, v, d, s in beasts_]


def load(d: dict[str, Any]) -> ThragState:
    """What the service does with a client's state: validate the schema, then ``from_wire``."""
    return THRAG.from_wire(THRAG.State.model_validate(d))


def posed(d: dict[str, Any]) -> ThragState:
    """Load a hand-made state whose ``pending_chance`` names only the kind of event pending.

    ``d["pending_chance"]`` is None or ``{"type": ...}`` (that tells the phase); the colour,
    die, text and ``to_act`` are filled in as the engine derives them, then the full check of
    :func:`load` runs.
    """
    d = copy.deepcopy(d)
    pending = d.get("pending_chance")
    if pending is not None:
        d["pending_chance"] = {"type": pending["type"]}
    rough = thrag_state.from_wire(THRAG.State.model_validate(d))
    derived = THRAG.to_wire(rough)
    d["pending_chance"] = derived["pending_chance"]
    d["to_act"] = derived["to_act"]
    return load(d)


def choosing_state(**changes: Any) -> dict[str, Any]:
    """Turn 5, mid-game, Thrag to choose a beast: red 3 (die 2), green 4 (die 1), blue 2 (die 5).

    Thrag's die is 3; hit points null, 2, 4; every coin left but the red 5, green null and
    blue ace. Each colour has one beast slain and one in the discard.
    """
    d = thrag_wire(
        turn=5,
        pending_chance=None,
        to_act=[0],
        draw_counter=60,
        beasts=beasts(
            red=([4, 5], [2], [1]),
            green=([1, 5], [3], [2]),
            blue=([3, 4], [5], [1]),
        ),
        drawn=drawn(("red", 3, 2, False), ("green", 4, 1, False), ("blue", 2, 5, False)),
        coins={"red": [0, 1, 2, 3, 4], "green": [1, 2, 3, 4, 5], "blue": [0, 2, 3, 4, 5]},
        thrag_die=3,
        fight=None,
        fights_this_turn=0,
    )
    d.update(copy.deepcopy(changes))
    return d
