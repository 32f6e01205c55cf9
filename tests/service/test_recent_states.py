"""The referee knows the digital states it handed out lately by their signature
(``service.recent_states``): what it loads that way is what the whole way (unseal, validate,
convert, check) gives, and a changed state is still refused before anything is looked up."""

from __future__ import annotations

import random

import pytest

from games.core.game import Game
from games.core.registry import all_games
from service.models import models_for
from service.problems import ProblemError
from service.recent_states import RecentStates
from service.referee import Referee

SECRET = b"recent-states-test"
GAMES = list(all_games().values())


def handed_out(referee: Referee, game: Game, moves: int = 40) -> list[dict]:
    """The states of a seeded random digital game, as the referee handed them out."""
    request = models_for(game).NewGame.model_validate(
        {"players": game.max_players, "seed": 5, "mode": "digital"}
    )
    step, rng, states = referee.new_game(game, request).body, random.Random(6), []
    for _ in range(moves):
        states.append(step["state"])
        held = referee.load(game, game.State.model_validate(step["state"]))
        if game.is_over(held.state):
            break
        move = rng.choice(game.legal_moves(held.state)).move
        step = referee.play(game, held, move).body
    return states


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_state_handed_out_loads_as_the_whole_way_loads_it(game):
    referee = Referee(SECRET)
    for wire in handed_out(referee, game):
        assert referee.recent.get(game.id, wire["signature"]) is not None
        known = referee.load(game, game.State.model_validate(wire))
        fresh = Referee(SECRET)  # same secret, remembers nothing: unseals and checks
        assert known == fresh.load(game, game.State.model_validate(wire))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_changed_state_is_refused_though_its_signature_is_known(game):
    referee = Referee(SECRET)
    wire = handed_out(referee, game, moves=3)[-1]
    changed = {**wire, "draw_counter": wire["draw_counter"] + 1}
    with pytest.raises(ProblemError, match="signature"):
        referee.load(game, game.State.model_validate(changed))


def test_the_oldest_state_is_forgotten_first():
    recent = RecentStates(size=2)
    recent.put("g", "a", 1)
    recent.put("g", "b", 2)
    assert recent.get("g", "a") == 1  # now the latest used
    recent.put("g", "c", 3)
    assert (recent.get("g", "a"), recent.get("g", "b"), recent.get("g", "c")) == (1, None, 3)
    assert recent.get("another game", "a") is None


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_state_another_process_signed_is_remembered_once_it_passed(game):
    wires = handed_out(Referee(SECRET), game, moves=4)
    replica = Referee(SECRET)  # same secret, signed none of them
    for wire in wires:
        assert replica.recent.get(game.id, wire["signature"]) is None
        loaded = replica.load(game, game.State.model_validate(wire))
        assert replica.recent.get(game.id, wire["signature"]) is loaded
        assert replica.load(game, game.State.model_validate(wire)) is loaded
    # each signature names its own state: no state is served for another's signature
    states = [replica.load(game, game.State.model_validate(wire)) for wire in wires]
    assert [Referee(SECRET).load(game, game.State.model_validate(w)) for w in wires] == states


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_refused_state_is_not_remembered(game):
    wire = handed_out(Referee(SECRET), game, moves=3)[-1]
    replica = Referee(SECRET)
    changed = {**wire, "draw_counter": wire["draw_counter"] + 1}
    with pytest.raises(ProblemError, match="signature"):
        replica.load(game, game.State.model_validate(changed))
    stranger = Referee(b"another secret")  # signed with another key: refused, not remembered
    with pytest.raises(ProblemError, match="signature"):
        stranger.load(game, game.State.model_validate(wire))
    assert replica.recent.get(game.id, wire["signature"]) is None
    assert stranger.recent.get(game.id, wire["signature"]) is None
    replica.load(game, game.State.model_validate(wire))  # the state as signed: remembered
    with pytest.raises(ProblemError, match="signature"):  # and a change is still refused
        replica.load(game, game.State.model_validate(changed))
