"""Posing New Troll Party positions: for tests, puzzles and analysis.

A game is set up (:func:`new`: seat 0 holds the marker, no chance event), played with moves
given as dicts (:func:`play`, :func:`place`, :func:`place_all`, :func:`deal`), and posed by
changing wire fields (:func:`pose`, :func:`goats`, :func:`at_round`): every state goes through
the same checks as a client's (invariants, the wire round trip).

>>> s = new(players=3)
>>> s.bands
('purple', 'orange', 'green')
>>> s, events = place_all(s, ("purple-10", "purple-12", "purple-10"),
...                          ("orange-11", "orange-1", "orange-11"),
...                          ("green-10", "green-11", "green-2"))
>>> stage(s), types(events)[-1]
('purple', 'cards_placed')
>>> s, events = settle(s)  # Purple and Orange decline, then the three scuffles
>>> stage(s), s.round, s.tables
('place', 2, (2, 0, 0))
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

from pydantic import TypeAdapter

from games.core.game import Event, Setup
from games.troll_party import GAME, state, wire
from games.troll_party.state import TrollState

MOVE: TypeAdapter[wire.AnyMove] = TypeAdapter(wire.Move)


def new(
    players: int = 3, first_player: int | None = 0, mode: str = "table", **options: Any
) -> TrollState:
    """A new game; by default seat 0 holds the marker (no chance event at set-up)."""
    opts = wire.Options.model_validate({"first_player": first_player, **options})
    return GAME.new_game(Setup(players, "standard", mode, 7, opts))


def move(data: dict[str, Any]) -> wire.AnyMove:
    found: wire.AnyMove = MOVE.validate_python(data)
    return found


def play(s: TrollState, *moves: dict[str, Any]) -> tuple[TrollState, list[Event]]:
    """Apply moves given as dicts, checking invariants and the wire round trip after each."""
    events: list[Event] = []
    for data in moves:
        s, happened = GAME.apply(s, move(data))
        events.extend(happened)
        check(s)
    return s, events


def check(s: TrollState) -> None:
    GAME.check_invariants(s)
    wired = GAME.to_wire(s)
    back = GAME.from_wire(GAME.State.model_validate_json(json.dumps(wired)))
    assert back == s
    assert GAME.to_wire(back) == wired


def place(s: TrollState, seat: int, c0: str, c1: str, c2: str) -> tuple[TrollState, list[Event]]:
    return play(s, {"type": "place", "seat": seat, "cards": {"0": c0, "1": c1, "2": c2}})


def place_all(s: TrollState, *rows: tuple[str, str, str]) -> tuple[TrollState, list[Event]]:
    """Each seat in turn places ``rows[seat]`` (cards for tables 0, 1, 2)."""
    events: list[Event] = []
    for seat, row in enumerate(rows):
        s, happened = place(s, seat, *row)
        events.extend(happened)
    return s, events


def deal(s: TrollState, *cards: str) -> tuple[TrollState, list[Event]]:
    """Two seats: deal the dummy's cards to tables 0, 1, 2 (P11)."""
    return play(s, *({"type": "deal_dummy", "table": t, "card": c} for t, c in enumerate(cards)))


def stage(s: TrollState) -> str:
    return s.stage


def legal(s: TrollState) -> list[dict[str, Any]]:
    return [lm.move.model_dump(mode="json") for lm in GAME.legal_moves(s)]


def pose(s: TrollState, **changes: Any) -> TrollState:
    """``s`` with wire fields replaced (``to_act`` and ``pending_chance`` re-derived)."""
    wired = {**GAME.to_wire(s), **changes, "to_act": [], "pending_chance": None}
    posed = state.from_wire(wire.State.model_validate(wired))
    GAME.check_invariants(posed)
    return posed


def goats(s: TrollState, tables: list[int], golden: int | str = "center") -> TrollState:
    """``s`` with these goats on the tables, the rest in the centre."""
    center = 15 - sum(tables)
    return pose(s, goats={"center": center, "tables": tables, "golden": golden})


def at_round(
    s: TrollState, rnd: int, hands: list[list[str]], dummy: list[str] | None = None
) -> TrollState:
    """``s`` (at the start of a round, nothing placed) posed at round ``rnd`` with these hands.

    Every other card of each band is in the discards.
    """
    full = [*hands, *([dummy] if dummy is not None else [])]
    discards: Counter[str] = Counter()
    for band, hand in enumerate(full):
        discards += Counter(s.decks[band]) - Counter(hand)
    return pose(
        s,
        round=rnd,
        hands=hands,
        dummy_deck=dummy,
        discards=sorted(discards.elements()),
    )


def settle(s: TrollState, stop_at_final: bool = False) -> tuple[TrollState, list[Event]]:
    """Resolve until seats must place, a chance event is pending or the game is over (or,
    with ``stop_at_final``, a final card asks for a choice).

    Purple and Orange decline; any other choice takes the first legal move.
    """
    events: list[Event] = []
    while s.stage not in ("place", "deal_dummy", "choose_first_player", "over"):
        if stop_at_final and s.round > 4:
            break
        moves = GAME.legal_moves(s)
        chosen = next(
            (lm.move for lm in moves if lm.move.type == "decline"),
            moves[0].move,
        )
        s, happened = GAME.apply(s, chosen)
        check(s)
        events.extend(happened)
    return s, events


def random_game(players: int, seed: int, mode: str = "table", **options: Any) -> list[TrollState]:
    """Every state of a random game (first player by chance), with the moves between them."""
    rng = random.Random(seed)
    opts = wire.Options.model_validate(options)
    s = GAME.new_game(Setup(players, "standard", mode, seed, opts))
    states = [s]
    while not GAME.is_over(s):
        lm = rng.choice(GAME.legal_moves(s))
        s, _ = GAME.apply(s, lm.move)
        states.append(s)
    return states


def texts(events: list[Event]) -> list[str]:
    return [e.text for e in events]


def types(events: list[Event]) -> list[str]:
    return [e.type for e in events]
