"""Trust: every single-field change of a signed digital state, in every game, is refused,
whether its signature is checked over the state as validated or as sent (``Referee.load``).

A change either breaks the schema (400 validation) or the signature (422 tampered-state); no
change of meaning is ever accepted (leaving out a field that defaults to its value changes
nothing). Every character flip of the signature is refused too.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from typing import Any

import pytest
from pydantic import ValidationError

from games.core.registry import all_games
from service.models import models_for
from service.problems import ProblemError
from service.referee import Referee

SECRET = b"tampering-test"


def signed_states(game, count: int = 3) -> list[dict]:
    """Signed states of a seeded digital game, a few moves apart."""
    referee = Referee(SECRET)
    request = models_for(game).NewGame.model_validate(
        {"players": game.max_players, "seed": 17, "mode": "digital"}
    )
    step = referee.new_game(game, request).body
    states, rng = [step["state"]], random.Random(17)
    for _ in range(40):
        held = referee.load(game, game.State.model_validate(step["state"]))
        if game.is_over(held.state):
            break
        move = rng.choice(game.legal_moves(held.state)).move
        step = referee.play(game, held, move).body
        states.append(step["state"])
    return states[:: max(1, len(states) // count)][:count]


def single_changes(value: Any, path: tuple = ()) -> Iterator[tuple[tuple, Any]]:
    """(path, changed value) for every leaf and container of a JSON value."""
    if isinstance(value, dict):
        for key, child in value.items():
            yield from single_changes(child, (*path, key))
        if value:
            yield path, dict(list(value.items())[:-1])  # a key dropped
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from single_changes(child, (*path, index))
        yield path, value[:-1] if value else [0]
    elif isinstance(value, bool):
        yield path, not value
    elif isinstance(value, int):
        yield path, value + 1
    elif isinstance(value, float):
        yield path, value / 2 + 0.25
    elif isinstance(value, str):
        yield path, value + "x"
    else:
        yield path, 0


def changed(state: dict, path: tuple, value: Any) -> dict:
    result = copy.deepcopy(state)
    if not path:
        return value
    target = result
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return result


@pytest.mark.parametrize("game", list(all_games().values()), ids=lambda g: g.id)
def test_every_single_field_change_is_refused(game):
    referee, tried = Referee(SECRET), 0
    for state in signed_states(game):
        original = game.State.model_validate(state)
        referee.load(game, original)  # the original is accepted
        referee.load(game, original, sent=state)  # so is the JSON it was validated from
        for path, value in single_changes({k: v for k, v in state.items() if k != "signature"}):
            forged = changed(state, path, value)
            forged["signature"] = state["signature"]
            tried += 1
            try:
                model = game.State.model_validate(forged)
            except ValidationError:
                continue  # 400 validation
            if model == original:
                # a field left out that defaults to its value: the same state, accepted as
                # validated when the JSON as sent does not match its signature (issue 29)
                referee.load(game, model, sent=forged)
                continue
            for sent in (None, forged):  # checked as validated, and as sent first
                with pytest.raises(ProblemError) as refused:
                    referee.load(game, model, sent=sent)
                assert refused.value.problem == "tampered-state", path
    assert tried > 100


@pytest.mark.parametrize("game", list(all_games().values()), ids=lambda g: g.id)
def test_every_signature_flip_is_refused(game):
    referee = Referee(SECRET)
    state = signed_states(game, 1)[0]
    signature = state["signature"]
    for index, char in enumerate(signature):
        for other in "0123456789abcdef":
            if other == char:
                continue
            forged = {**state, "signature": signature[:index] + other + signature[index + 1 :]}
            with pytest.raises(ProblemError) as refused:
                referee.load(game, game.State.model_validate(forged))
            assert refused.value.problem == "tampered-state"
    for foreign in ("é", "😀", "ж"):  # not ASCII: refused as tampered, never a 500
        forged = {**state, "signature": foreign + signature[1:]}
        with pytest.raises(ProblemError) as refused:
            referee.load(game, game.State.model_validate(forged))
        assert refused.value.problem == "tampered-state"
    other_secret = Referee(b"another secret")
    with pytest.raises(ProblemError):
        other_secret.load(game, game.State.model_validate(state))
