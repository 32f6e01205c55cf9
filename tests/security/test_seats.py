"""Seats are authenticated (issue 28, H2 and L4): in a digital game every seat's move needs that
seat's token, checked before the engine sees the move, and a game's tokens are its own even when
its seed is reused. Over HTTP, against the real app, for every game."""

from __future__ import annotations

import random

import httpx
import pytest
from pydantic import TypeAdapter

from tests.security.hostile import GAMES, apply, as_seat, created, play_on, seat_moves


def mid_game(client: httpx.Client, game, players: int, seed: int, moves: int = 6):
    """A digital game a few random moves in: (step, tokens)."""
    step = created(client, game.id, players, seed)
    tokens = step["seat_tokens"]
    rng = random.Random(seed)
    for _ in range(moves):
        if step["state"]["status"] != "ongoing":
            break
        step, _, _ = play_on(client, game.id, step, tokens, rng)
    return step, tokens


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_no_one_moves_for_a_seat_without_its_token(client: httpx.Client, game):
    """Every move a seat may make, sent with no token or with another seat's: 403
    forbidden-seat, whose detail names no move; with its own token the same move is made."""
    players = game.max_players
    refused, details = 0, set()
    for seed in (1, 2):
        step, tokens = mid_game(client, game, players, seed)
        state = step["state"]
        for seat in state["to_act"]:
            mine = seat_moves(client, game.id, state, seat, tokens[seat])
            others = [tokens[s] for s in range(players) if s != seat]
            for move in mine[:8]:
                for token in (None, *others[:2], tokens[seat][:-2] + "AA"):
                    answer = apply(client, game.id, state, move, token)
                    assert answer.status_code == 403, (move, answer.text)
                    problem = answer.json()
                    assert problem["type"].endswith("/forbidden-seat")
                    details.add(problem["detail"])
                    refused += 1
            made = apply(client, game.id, state, mine[0], tokens[seat])
            assert made.status_code == 200, made.text
    assert refused >= 4
    # one answer per seat and kind of token (none, wrong), whatever the move: no engine saw it
    assert len(details) <= 2 * players, details


def test_the_audits_draggmar_probe_learns_nothing(client: httpx.Client):
    """H1 as the audit found it: seat 1's public moves of other moments, sent with no token
    where they are illegal, got a 422 quoting one of seat 1's secret moves (a card of its hidden
    hand). Now each is refused before the engine sees it, with one answer for all."""
    draggmar = next(g for g in GAMES if g.id == "draggmar")
    step = created(client, "draggmar", 2, seed=4)
    tokens, rng, probes = step["seat_tokens"], random.Random(4), []
    for _ in range(30):
        if step["state"]["status"] != "ongoing":
            break
        state = step["state"]
        if 1 in state["to_act"]:
            probes += [m for m in seat_moves(client, "draggmar", state, 1, tokens[1])]
        step, _, _ = play_on(client, "draggmar", step, tokens, rng)
    public = [
        m
        for m in probes
        if not draggmar.is_secret_move(TypeAdapter(draggmar.Move).validate_python(m))
    ]
    assert len(public) >= 5
    answers = {}
    for state in (step["state"], created(client, "draggmar", 2, seed=5)["state"]):
        for move in public[:40]:
            answer = apply(client, "draggmar", state, move, None)
            answers[answer.status_code, answer.json()["detail"]] = move
    assert len(answers) == 1, answers
    assert next(iter(answers))[0] == 403


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_reused_seed_gives_other_tokens(client: httpx.Client, game):
    """L4: two games created with the same explicit seed share no token, and one's token
    moves nothing in the other."""
    first = created(client, game.id, game.max_players, seed=77)
    second = created(client, game.id, game.max_players, seed=77)
    assert not set(first["seat_tokens"]) & set(second["seat_tokens"])
    seat = first["state"]["to_act"][0]
    move = seat_moves(client, game.id, second["state"], seat, second["seat_tokens"][seat])[0]
    stolen = apply(client, game.id, second["state"], move, first["seat_tokens"][seat])
    assert stolen.status_code == 403, stolen.text


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_replay_makes_a_game_of_its_own_with_its_own_tokens(client: httpx.Client, game):
    """``replay`` creates a game from scratch, as POST /states does: its moves need no token
    (whoever replays holds every seat), and it answers every seat's token, which are not the
    played game's. The draws are those of the game played move by move (the same set-up,
    state and moves give the same game)."""
    players = game.max_players
    step = created(client, game.id, players, seed=31)
    tokens, rng, moves = step["seat_tokens"], random.Random(31), []
    for _ in range(12):
        if step["state"]["status"] != "ongoing":
            break
        step, _, move = play_on(client, game.id, step, tokens, rng)
        moves.append(move)
    setup = {"players": players, "mode": "digital", "seed": 31}
    replayed = client.post(f"/v1/games/{game.id}/replay", json={"setup": setup, "moves": moves})
    assert replayed.status_code == 200, replayed.text
    again = replayed.json()
    assert len(again["seat_tokens"]) == players
    assert not set(again["seat_tokens"]) & set(tokens)
    readable = ("sealed", "signature")
    assert {k: v for k, v in again["state"].items() if k not in readable} == {
        k: v for k, v in step["state"].items() if k not in readable
    }
    seat = again["state"]["to_act"][0] if again["state"]["to_act"] else None
    if seat is not None and again["state"]["status"] == "ongoing":
        move = seat_moves(client, game.id, again["state"], seat, again["seat_tokens"][seat])[0]
        assert apply(client, game.id, again["state"], move, tokens[seat]).status_code == 403
        made = apply(client, game.id, again["state"], move, again["seat_tokens"][seat])
        assert made.status_code == 200, made.text


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_token_is_refused_where_it_is_not_needed_only_if_wrong(client: httpx.Client, game):
    """A wrong token is 403 on every endpoint that takes one, even where none is needed."""
    step = created(client, game.id, game.max_players, seed=5)
    state, path = step["state"], f"/v1/games/{game.id}"
    wrong = as_seat(step["seat_tokens"][0][::-1])
    requests = [
        ("legal-moves", {"state": state, "seat": 0}),
        ("view", {"state": state, "seat": 0}),
        ("render", {"state": state, "seat": 0}),
    ]
    if game.id in ("thrag", "trogdor"):  # games with hint kinds
        requests.append(("hints", {"state": state, "seat": state["to_act"][0]}))
    for endpoint, body in requests:
        answer = client.post(f"{path}/{endpoint}", json=body, headers=wrong)
        assert answer.status_code == 403, (endpoint, answer.text)
