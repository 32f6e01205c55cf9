"""Posing Thrag positions: for tests, puzzles and analysis (table mode).

Two ways in, both through the same checks as the service: play from a new game with explicit
chance moves (:func:`new_table_game`, :func:`play`), or pose a wire state by hand
(:func:`thrag_wire` with :func:`beasts` and :func:`drawn`, then :func:`posed` to derive what
is pending and who acts, or :func:`load` to check it as a client's state is checked).

>>> from games.thrag.wire import DrawBeast, FightMove, Strike
>>> s, events = play(new_table_game(seed=1), DrawBeast(color="red", value=3))
>>> event_types(events), THRAG.to_wire(s)["pending_chance"]["text"]
(['beast_drawn'], 'Draw a green beast')
>>> s = posed(choosing_state())
>>> s.phase, [move.beast for move in moves_of(s)]
('choose', ['red', 'green', 'blue'])
>>> s, events = play(s, FightMove(beast="red"), Strike())  # Thrag 3 against 3 + die 2
>>> event_types(events), [move.coins for move in moves_of(s)]
(['fight_started', 'fight_lost'], [[2], [4]])
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from typing import Any

from games.core.game import Event, Game, Setup
from games.thrag import GAME, wire
from games.thrag import state as thrag_state
from games.thrag.state import ThragState
from games.thrag.wire import AnyMove, DrawCoin, DrawHealing

THRAG: Game[ThragState, AnyMove] = GAME


# --- playing -----------------------------------------------------------------------------------


def new_table_game(seed: int = 0, **options: Any) -> ThragState:
    """A new Thrag game in table mode: the first turn's draws are pending."""
    setup = Setup(1, "standard", "table", seed, THRAG.Options(**options))
    return THRAG.new_game(setup)


def play(s: ThragState, *moves: AnyMove) -> tuple[ThragState, list[Event]]:
    """Apply ``moves`` in order, checking the invariants after each; all the events."""
    events: list[Event] = []
    for move in moves:
        s, happened = THRAG.apply(s, move)
        THRAG.check_invariants(s)
        events.extend(happened)
    return s, events


def coin(color: str, value: int) -> DrawCoin:
    return DrawCoin(color=color, value=value)  # type: ignore[arg-type]  # checked by pydantic


def heal(value: int) -> DrawHealing:
    return DrawHealing(value=value)


def moves_of(s: ThragState) -> list[Any]:
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


Stack = tuple[list[int], list[int], list[int]]


def beasts(
    red: Stack = ([1, 2, 3, 4, 5], [], []),
    green: Stack = ([1, 2, 3, 4, 5], [], []),
    blue: Stack = ([1, 2, 3, 4, 5], [], []),
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
    rough = thrag_state.from_wire(wire.State.model_validate(d))
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
