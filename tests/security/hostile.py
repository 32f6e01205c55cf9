"""A hostile client's tools: games made over HTTP, each seat's moves, requests as a seat."""

from __future__ import annotations

import random
from typing import Any

import httpx

from games.core.registry import all_games
from service.seat_tokens import HEADER

#: every registered game; each hands out seat tokens in digital mode
GAMES = list(all_games().values())


def created(client: httpx.Client, game_id: str, players: int, seed: int | None = None) -> dict:
    """A new digital game's Step (with ``seat_tokens``)."""
    body: dict[str, Any] = {"players": players, "mode": "digital"}
    if seed is not None:
        body["seed"] = seed
    answer = client.post(f"/v1/games/{game_id}/states", json=body)
    assert answer.status_code == 201, answer.text
    return answer.json()


def as_seat(token: str | None) -> dict[str, str]:
    return {} if token is None else {HEADER: token}


def seat_moves(client: httpx.Client, game_id: str, state: dict, seat: int, token: str) -> list:
    """``seat``'s legal moves, asked with its own token."""
    answer = client.post(
        f"/v1/games/{game_id}/legal-moves",
        json={"state": state, "seat": seat},
        headers=as_seat(token),
    )
    assert answer.status_code == 200, answer.text
    return [m["move"] for m in answer.json()["moves"]]


def apply(
    client: httpx.Client, game_id: str, state: dict, move: dict, token: str | None
) -> httpx.Response:
    return client.post(
        f"/v1/games/{game_id}/apply", json={"state": state, "move": move}, headers=as_seat(token)
    )


def play_on(
    client: httpx.Client, game_id: str, step: dict, tokens: list[str], rng: random.Random
) -> tuple[dict, int, dict]:
    """One random move of a seat to act, made with its token: (next step, seat, move)."""
    state = step["state"]
    seat = rng.choice(state["to_act"])
    move = rng.choice(seat_moves(client, game_id, state, seat, tokens[seat]))
    answer = apply(client, game_id, state, move, tokens[seat])
    assert answer.status_code == 200, answer.text
    return answer.json(), seat, move
