"""Sealed digital states and seat tokens, for every game with hidden information (in process).

What is hidden travels encrypted in ``sealed``; the readable part is what every seat may see.
Tampering with the sealed part, moving it beside another readable part, or forging a seat token
is refused; the service itself opens what it sealed. The HTTP side (headers, 403 answers, whole
games where each seat holds only its own token) is in ``test_sealed_http.py``.
"""

from __future__ import annotations

import base64
import copy
import json
import random
import zlib
from dataclasses import replace
from typing import Any

import pytest
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCMSIV
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from games.core.game import Game
from games.core.registry import all_games
from games.thrag import GAME as THRAG
from service.canonical import CanonicalState
from service.models import models_for
from service.problems import ProblemError
from service.referee import Referee
from service.sealing import new_salt
from service.seat_tokens import seat_token
from service.signing import sign

SECRET = b"sealed-states-test"
HIDDEN_INFORMATION = [g for g in all_games().values() if g.game_type.information == "imperfect"]


def new_step(referee: Referee, game: Game, players: int | None = None, seed: int = 3) -> dict:
    request = models_for(game).NewGame.model_validate(
        {"players": players or game.max_players, "seed": seed, "mode": "digital"}
    )
    return referee.new_game(game, request).body


def later_steps(referee: Referee, game: Game, count: int = 6) -> list[dict]:
    """Steps of a seeded digital game, a few random moves apart."""
    step, rng, steps = new_step(referee, game), random.Random(4), []
    for _ in range(60):
        steps.append(step)
        held = referee.load(game, game.State.model_validate(step["state"]))
        if game.is_over(held.state):
            break
        step = referee.play(game, held, rng.choice(game.legal_moves(held.state)).move).body
    return steps[:: max(1, len(steps) // count)]


def resigned(state: dict[str, Any]) -> dict[str, Any]:
    """``state`` signed again with the server's own key: only the sealing can refuse it now."""
    unsigned = {k: v for k, v in state.items() if k != "signature"}
    return sign(SECRET, CanonicalState(unsigned)).wire


def test_every_game_with_hidden_information_is_sealed():
    assert THRAG in HIDDEN_INFORMATION  # H13


@pytest.mark.parametrize("game", HIDDEN_INFORMATION, ids=lambda g: g.id)
def test_a_digital_step_is_sealed_and_opens_again(game):
    referee = Referee(SECRET)
    step = new_step(referee, game)
    state = step["state"]
    assert state["sealed"] and state["signature"]
    assert state["seed"] is None  # the seed would replay the draws
    assert len(step["seat_tokens"]) == game.max_players
    loaded = referee.load(game, game.State.model_validate(state)).state
    assert game.to_wire(loaded)["seed"] == 3
    assert referee.seen(game, loaded, None) == {
        k: v for k, v in state.items() if k not in ("sealed", "signature")
    }


@pytest.mark.parametrize("game", HIDDEN_INFORMATION, ids=lambda g: g.id)
def test_every_change_of_the_sealed_part_is_refused(game):
    """Each character changed, the part cut short, or moved beside another readable part:
    refused by the signature, and still refused when signed again (the encryption's own check)."""
    referee = Referee(SECRET)
    first, *rest = later_steps(referee, game, 3)
    state = first["state"]
    sealed = state["sealed"]
    forgeries = [sealed[:-1], sealed[: len(sealed) // 2], ""]
    for index in range(len(sealed)):
        other = "A" if sealed[index] != "A" else "B"
        forgeries.append(sealed[:index] + other + sealed[index + 1 :])
    for step in rest:  # a sealed part of the same game, a few moves later
        forgeries.append(step["state"]["sealed"])
    for forged in forgeries:
        changed = {**state, "sealed": forged}
        for attempt in (changed, resigned(changed)):
            with pytest.raises(ProblemError) as refused:
                referee.load(game, game.State.model_validate(attempt))
            assert refused.value.problem == "tampered-state"


def sealed_as_before(key: bytes, game: Game, readable: dict, whole: dict) -> str:
    """A sealed part as the service made it before issue 28: the whole state compressed (zlib),
    no salt, under the "sealed-state v1" key."""

    def canonical(value: Any) -> bytes:
        return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()

    shown = {k: v for k, v in readable.items() if k not in ("sealed", "signature")}
    associated = game.id.encode() + b"|" + canonical(shown)
    raw = AESGCMSIV(key).encrypt(bytes(12), zlib.compress(canonical(whole), 1), associated)
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


@pytest.mark.parametrize("game", HIDDEN_INFORMATION, ids=lambda g: g.id)
def test_a_state_sealed_before_issue_28_is_refused_with_a_reason(game):
    """Parts sealed before the salt and the padding leak their length and carry no salt: they
    do not open (another key), and the answer says to start the game again."""
    referee = Referee(SECRET)
    old_key = HKDF(
        algorithm=hashes.SHA256(), length=32, salt=b"gamekeeper", info=b"sealed-state v1"
    ).derive(SECRET)
    for step in later_steps(referee, game, 3):
        held = referee.load(game, game.State.model_validate(step["state"]))
        old = sealed_as_before(old_key, game, step["state"], game.to_wire(held.state))
        with pytest.raises(ProblemError, match="earlier version") as refused:
            Referee(SECRET).load(
                game, game.State.model_validate(resigned({**step["state"], "sealed": old}))
            )
        assert refused.value.problem == "tampered-state"


@pytest.mark.parametrize("game", HIDDEN_INFORMATION, ids=lambda g: g.id)
def test_a_sealed_state_opens_only_on_its_own_server(game):
    state = new_step(Referee(SECRET), game)["state"]
    with pytest.raises(ProblemError) as refused:
        Referee(b"another server's secret").load(game, game.State.model_validate(state))
    assert refused.value.problem == "tampered-state"


@pytest.mark.parametrize("game", HIDDEN_INFORMATION, ids=lambda g: g.id)
def test_a_readable_part_without_its_sealed_part_is_refused(game):
    referee = Referee(SECRET)
    state = copy.deepcopy(new_step(referee, game)["state"])
    state["sealed"] = None
    with pytest.raises(ProblemError) as refused:
        referee.load(game, game.State.model_validate(resigned(state)))
    assert refused.value.problem == "tampered-state"


@pytest.mark.parametrize("game", HIDDEN_INFORMATION, ids=lambda g: g.id)
def test_a_seat_token_opens_only_its_seat_of_its_game(game):
    referee = Referee(SECRET)
    step = new_step(referee, game, seed=11)
    held = referee.load(game, game.State.model_validate(step["state"]))
    tokens = step["seat_tokens"]
    assert len(set(tokens)) == len(tokens)
    for seat, token in enumerate(tokens):
        assert referee.seat_proven(game, held, seat, token)
        for other in range(game.max_players):
            if other != seat:
                with pytest.raises(ProblemError) as refused:
                    referee.seat_proven(game, held, other, token)
                assert refused.value.problem == "forbidden-seat"
    another_game = new_step(referee, game, seed=12)["seat_tokens"][0]
    another_server = new_step(Referee(b"elsewhere"), game, seed=11)["seat_tokens"][0]
    for token in (another_game, another_server, tokens[0][:-1], ""):
        with pytest.raises(ProblemError):
            referee.seat_proven(game, held, 0, token)


def test_table_mode_is_neither_signed_nor_sealed():
    referee = Referee(SECRET)
    request = models_for(THRAG).NewGame.model_validate({"seed": 3, "mode": "table"})
    step = referee.new_game(THRAG, request).body
    assert step["state"]["seed"] == 3 and "sealed" not in step["state"]
    assert "seat_tokens" not in step
    assert isinstance(step["state"]["coins"]["red"], list)  # every coin, on the table


def test_thrag_coins_left_are_sealed_unless_tracked():
    """H13: with ``track_coins`` off, the coins left are only counted in what leaves the server:
    two states that differ only in which coins are left hand out the same readable part."""
    referee = Referee(SECRET)
    step = new_step(referee, THRAG)
    readable = step["state"]
    assert readable["coins"] == {"red": 6, "green": 6, "blue": 6}
    state = referee.load(THRAG, THRAG.State.model_validate(readable)).state
    fewer = replace(state, coins=((0, 1, 2), (3, 4, 5), (1, 3, 5)), draw_counter=9)
    other = replace(fewer, coins=((3, 4, 5), (0, 1, 2), (0, 2, 4)))
    salt = new_salt()
    one, two = referee.step(THRAG, fewer, [], salt).body, referee.step(THRAG, other, [], salt).body
    assert one["state"]["coins"] == {"red": 3, "green": 3, "blue": 3}
    strip = ("sealed", "signature")
    assert {k: v for k, v in one["state"].items() if k not in strip} == {
        k: v for k, v in two["state"].items() if k not in strip
    }
    assert one["legal_moves"] == two["legal_moves"]
    assert one["state"]["sealed"] != two["state"]["sealed"]
    tracked = models_for(THRAG).NewGame.model_validate(
        {"seed": 3, "options": {"track_coins": True}}
    )
    assert referee.new_game(THRAG, tracked).body["state"]["coins"]["red"] == [0, 1, 2, 3, 4, 5]


def test_a_view_or_readable_part_is_not_a_state_to_play_on():
    """Counted coins and a null seed are for reading: a table-mode state must be whole."""
    referee = Referee(SECRET)
    readable = new_step(referee, THRAG)["state"]
    posed = {**readable, "mode": "table", "sealed": None, "signature": None, "seed": 3}
    with pytest.raises(Exception, match="H13: the red coins are only counted"):
        referee.load(THRAG, THRAG.State.model_validate(posed))


def test_seat_tokens_are_derived_not_stored():
    salt = new_salt()
    a = seat_token(b"k" * 32, "thrag", 5, salt, 0)
    assert a == seat_token(b"k" * 32, "thrag", 5, salt, 0)
    assert a != seat_token(b"k" * 32, "thrag", 6, salt, 0)
    assert a != seat_token(b"k" * 32, "trogdor", 5, salt, 0)
    assert a != seat_token(b"k" * 32, "thrag", 5, new_salt(), 0)  # L4


SECRET_MOVES = [g for g in HIDDEN_INFORMATION if g.secret_moves]


def without_secrets(step: dict[str, Any]) -> dict[str, Any]:
    state = {k: v for k, v in step["state"].items() if k not in ("sealed", "signature")}
    return {**step, "state": state}


@pytest.mark.parametrize("game", SECRET_MOVES, ids=lambda g: g.id)
def test_two_secret_moves_give_answers_that_differ_only_in_the_sealed_part(game):
    """The property that proves nothing leaks: whichever secret move a seat makes, every seat
    but the mover receives the same Step (state, events, legal moves), but for ``sealed`` and
    the signature. Checked at every decision of random digital games where a seat has two;
    a move whose consequences turn cards face up at once (Purple's swap, then the reveal) shows
    them to all, as at the table, and is not compared."""
    referee, compared = Referee(SECRET), 0
    for seed in range(4):
        step, rng = new_step(referee, game, seed=seed), random.Random(seed)
        for _ in range(200):
            held = referee.load(game, game.State.model_validate(step["state"]))
            if game.is_over(held.state):
                break
            legal = game.legal_moves(held.state)
            for seat in game.to_act(held.state):
                secret = [m.move for m in legal if m.seat == seat and game.is_secret_move(m.move)]
                if len(secret) >= 2:
                    one, two = rng.sample(secret, 2)
                    first = referee.play(game, held, one).body
                    second = referee.play(game, held, two).body
                    events = [e["type"] for e in (*first["events"], *second["events"])]
                    if game.revealing_events.intersection(events):
                        continue
                    assert first["state"]["sealed"] != second["state"]["sealed"]
                    assert without_secrets(first) == without_secrets(second), (one, two)
                    compared += 1
            step = referee.play(game, held, rng.choice(legal).move).body
    assert compared >= 20
