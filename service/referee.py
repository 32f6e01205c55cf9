"""The boundary between HTTP and the engines: trust, chance and the shape of a ``Step``.

The referee checks a digital state's signature before the engine sees it, resolves chance
events itself in digital mode (keyed by the server secret, the seed and the draw counter), and
signs what it hands back. In table mode chance events are moves like any other.
"""

from __future__ import annotations

import secrets
from typing import Any

from pydantic import BaseModel

from games.core.chance import keyed_picker, resolve_chance
from games.core.errors import GameOver, IllegalMove
from games.core.game import Event, Game, LegalMove, Setup
from games.core.wire import SEED_MAX
from service import signing
from service.problems import tampered


def legal_move_json(legal: LegalMove) -> dict[str, Any]:
    return {
        "move": legal.move.model_dump(mode="json"),
        "seat": legal.seat,
        "label": legal.label,
        "probability": legal.probability,
    }


class Referee:
    def __init__(self, secret: bytes) -> None:
        self.secret = secret

    def load(self, game: Game, state: BaseModel):
        """The engine's state of a validated wire state; digital states must carry our signature."""
        if state.mode == "digital":
            wire = state.model_dump(mode="json")
            if wire.get("signature") is None:
                raise tampered("a digital state must carry the signature the service gave it")
            if not signing.is_signed_by(self.secret, wire):
                raise tampered(
                    "the signature does not match the state: digital states must be sent back"
                    " exactly as received (use mode 'table' to pose positions by hand)"
                )
        return game.from_wire(state)

    def start(self, game: Game, request: BaseModel) -> tuple[Any, list[Event]]:
        """The set-up state of a ``NewGame`` request, its chance events resolved (digital)."""
        seed = request.seed if request.seed is not None else secrets.randbelow(SEED_MAX)
        setup = Setup(request.players, request.variant, request.mode, seed, request.options)
        return self.resolve(game, game.new_game(setup), [])

    def new_game(self, game: Game, request: BaseModel) -> dict[str, Any]:
        return self.step(game, *self.start(game, request))

    def advance(self, game: Game, state, move: BaseModel) -> tuple[Any, list[Event]]:
        """Apply a client's move, then (digital mode) the chance events that follow."""
        if game.is_over(state):
            raise GameOver(f"the game is over ({game.status(state)}): no more moves")
        if game.mode(state) == "digital" and game.is_chance_move(move):
            raise IllegalMove(
                f"{move.type!r} is a chance outcome: in digital mode the service draws and rolls"
            )
        state, events = game.apply(state, move)
        return self.resolve(game, state, events)

    def resolve(self, game: Game, state, events: list[Event]):
        """Digital mode: draw and roll until a seat must move (table mode: nothing to do)."""
        if game.mode(state) == "digital":
            pick = keyed_picker(self.secret, game.id, game.seed(state))
            state, drawn = resolve_chance(game, state, pick)
            events = [*events, *drawn]
        return state, events

    def step(self, game: Game, state, events: list[Event]) -> dict[str, Any]:
        """API.md's ``Step``: the (signed) state, what happened, and what may happen next."""
        wire = game.to_wire(state)
        if game.mode(state) == "digital":
            wire = signing.sign(self.secret, wire)
        return {
            "state": wire,
            "events": [event.to_json() for event in events],
            "legal_moves": [legal_move_json(m) for m in game.legal_moves(state)],
        }
