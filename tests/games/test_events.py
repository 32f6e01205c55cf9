"""Every event an engine emits is one its ``events.py`` declares, with exactly its fields.

Issue 33: clients read events as a discriminated union per game (``ThragEvent``...); an event
the declaration does not describe (a new type, a field left out or renamed) would reach them
untyped. Seeded random table-mode games of every case of every game (as the golden counts play
them) must emit only declared events.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from pydantic import TypeAdapter, ValidationError

from games.core.game import Game, Setup
from games.core.golden import cases, options
from games.core.registry import all_games
from tests.games.example_game import GAME as EXAMPLE

GAMES = [*all_games().values(), EXAMPLE]
SEEDS = 3
MAX_PLIES = 3000


def emitted(game: Game[Any, Any], seeds: int = SEEDS) -> list[dict[str, Any]]:
    """The events of seeded random games of every case, as JSON (what a client reads)."""
    found = []
    for case in cases(game):
        for seed in range(seeds):
            rng = random.Random(seed)
            setup = Setup(case.players, case.variant, "table", seed, options(game, case))
            state = game.new_game(setup)
            for _ in range(MAX_PLIES):
                if game.is_over(state):
                    break
                outcomes = game.chance_outcomes(state)
                if outcomes:
                    move = rng.choices([m for m, _ in outcomes], [w for _, w in outcomes])[0]
                else:
                    move = rng.choice(game.legal_moves(state)).move
                state, events = game.apply(state, move)
                found.extend(json.loads(json.dumps(e.to_json())) for e in events)
    return found


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_every_event_emitted_is_declared_with_its_fields(game: Game[Any, Any]) -> None:
    union = TypeAdapter(game.EventUnion)
    seen = set()
    for event in emitted(game):
        try:
            union.validate_python(event)
        except ValidationError as error:
            raise AssertionError(f"{game.id}: {event} is not as events.py declares it") from error
        seen.add(event["type"])
    assert len(seen) >= 4, f"{game.id}: too few event types reached to check anything"


def test_a_field_left_out_or_an_unknown_type_is_refused() -> None:
    """The union is closed: the check above can fail (ThragEvent, games/thrag/events.py)."""
    union = TypeAdapter(all_games()["thrag"].EventUnion)
    union.validate_python({"type": "coin_flipped", "text": "Thrag flips", "color": "red"})
    for wrong in (
        {"type": "coin_flipped", "text": "Thrag flips"},
        {"type": "coin_flipped", "text": "Thrag flips", "color": "red", "value": 3},
        {"type": "coin_spun", "text": "Thrag spins", "color": "red"},
        {"type": "game_over", "text": "over", "status": "defeat", "end_reason": None},
    ):
        with pytest.raises(ValidationError):
            union.validate_python(wrong)


def strings(node: Any) -> set[str]:
    """Every string within a JSON value."""
    if isinstance(node, str):
        return {node}
    if isinstance(node, dict):
        return set().union(*map(strings, node.values())) if node else set()
    if isinstance(node, list):
        return set().union(*map(strings, node)) if node else set()
    return set()


HIDDEN_INFORMATION = [
    g for g in GAMES if g.game_type.information == "imperfect" and g.max_players > 1
]


@pytest.mark.parametrize("game", HIDDEN_INFORMATION, ids=lambda g: g.id)
def test_no_event_field_names_what_every_seat_may_not_see(game: Game[Any, Any]) -> None:
    """A Step's events are what every seat sees (service.referee): no field may name a value
    (a card id) the state holds only where some seat may not look, before or after the move,
    but in the events the rules turn face up for all (``revealing_events``: D50's curse
    discard names the item it sends back to the deck). Seeded random games of the most seats."""
    checked = 0
    for seed in range(SEEDS):
        rng = random.Random(seed)
        setup = Setup(game.max_players, game.default_variant, "table", seed, game.Options())
        state = game.new_game(setup)
        for _ in range(MAX_PLIES):
            if game.is_over(state):
                break
            outcomes = game.chance_outcomes(state)
            if outcomes:
                move = rng.choices([m for m, _ in outcomes], [w for _, w in outcomes])[0]
            else:
                move = rng.choice(game.legal_moves(state)).move
            before = game.view(state, None)
            state, events = game.apply(state, move)
            public = strings(before) | strings(game.view(state, None))
            hidden = strings(game.to_wire(state)) - public
            for event in events:
                if event.type in game.revealing_events:
                    continue
                fields = {k: v for k, v in event.to_json().items() if k not in ("type", "text")}
                leaked = strings(json.loads(json.dumps(fields))) & hidden
                assert not leaked, f"{game.id}: {event.type} names {leaked}, hidden from seats"
                checked += 1
    assert checked >= 20, f"{game.id}: too few events to check"
