"""Realistic requests for the HTTP bench: mid-game positions of every registered game.

A fresh state is the cheapest there is (empty discard piles, short histories), so the bench
plays seeded random games through the API itself, as a front end does (digital mode: signed,
and sealed where information is hidden), and keeps positions from the opening, the middle and
the late game. In a sealed game each seat asks for its own moves with its seat token, as a
seat's device does; the token also goes with the seat's move.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import httpx

from games.core.game import Game
from service.loadgen import Request
from service.seat_tokens import HEADER

#: where in a game (the fraction of its decisions made) the positions are taken, one per seed
PHASES = (0.25, 0.5, 0.75)
#: a random game longer than this many decisions is cut there (none should be)
MAX_DECISIONS = 5_000


@dataclass(frozen=True)
class Position:
    """A decision in a game: the state, who decides, and the move they made."""

    state: dict[str, Any]
    seat: int | None
    token: str | None
    move: dict[str, Any]

    def headers(self) -> tuple[tuple[str, str], ...]:
        return () if self.token is None else ((HEADER, self.token),)

    def legal_moves(self, name: str, game_id: str) -> Request:
        body: dict[str, Any] = {"state": self.state}
        if self.token is not None:
            body["seat"] = self.seat
        path = f"/v1/games/{game_id}/legal-moves"
        return Request(name, "POST", path, body, self.headers())

    def apply(self, name: str, game_id: str) -> Request:
        body = {"state": self.state, "move": self.move}
        return Request(name, "POST", f"/v1/games/{game_id}/apply", body, self.headers())


def _choices(
    client: httpx.Client, game: Game, state: dict[str, Any], tokens: list[str] | None
) -> list[tuple[int | None, dict[str, Any]]]:
    """Every (seat, move) that may be made now, asked the way a front end asks."""
    url = f"/v1/games/{game.id}/legal-moves"
    if tokens is None:
        answer = client.post(url, json={"state": state}).raise_for_status().json()
        return [(m["seat"], m["move"]) for m in answer["moves"]]
    to_act = client.post(url, json={"state": state}).raise_for_status().json()["to_act"]
    choices: list[tuple[int | None, dict[str, Any]]] = []
    for seat in to_act:
        answer = client.post(
            url, json={"state": state, "seat": seat}, headers={HEADER: tokens[seat]}
        ).raise_for_status()
        choices.extend((seat, m["move"]) for m in answer.json()["moves"])
    return choices


def play(client: httpx.Client, game: Game, variant: str, seed: int) -> list[Position]:
    """Every decision of one seeded random digital game at the most seats, in order."""
    new = {"players": game.max_players, "variant": variant, "mode": "digital", "seed": seed}
    step = client.post(f"/v1/games/{game.id}/states", json=new).raise_for_status().json()
    tokens = step.get("seat_tokens")
    rng = random.Random(f"{game.id}|{variant}|{seed}")
    positions: list[Position] = []
    while step["state"]["status"] == "ongoing" and len(positions) < MAX_DECISIONS:
        choices = _choices(client, game, step["state"], tokens)
        if not choices:
            break
        seat, move = rng.choice(choices)
        token = None if tokens is None or seat is None else tokens[seat]
        position = Position(step["state"], seat, token, move)
        positions.append(position)
        step = (
            client.post(
                f"/v1/games/{game.id}/apply",
                json={"state": position.state, "move": move},
                headers=dict(position.headers()),
            )
            .raise_for_status()
            .json()
        )
    return positions


def mid_game_positions(url: str, game: Game, variant: str) -> list[Position]:
    """One position per phase in :data:`PHASES`, each from its own seeded game."""
    with httpx.Client(base_url=url, timeout=60) as client:
        taken = []
        for seed, phase in enumerate(PHASES, start=1):
            decisions = play(client, game, variant, seed)
            taken.append(decisions[int(phase * (len(decisions) - 1))])
        return taken
