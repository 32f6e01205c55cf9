"""The boundary between HTTP and the engines: trust, chance, secrets and the shape of a ``Step``.

The referee checks a digital state's signature before the engine sees it, resolves chance
events itself in digital mode (keyed by the server secret, the seed and the draw counter), and
signs what it hands back. In table mode chance events are moves like any other, and nothing is
signed or sealed: the cards are on a real table.

Games with hidden information are *sealed* in digital mode (:mod:`service.sealing`): the state
handed out is what every seat may see, plus the whole state encrypted in ``sealed``; a seat
proves itself with its seat token (:mod:`service.seat_tokens`) to see its own view and its
secret moves, and to make a move whose content is secret.
"""

from __future__ import annotations

import secrets
from functools import cache
from typing import Any, NamedTuple

from pydantic import TypeAdapter, ValidationError

from games.core.chance import keyed_picker, resolve_chance
from games.core.errors import GameOver, IllegalMove, InvalidState
from games.core.game import Event, Game, LegalMove, MoveFields, Setup
from games.core.wire import SEED_MAX, Envelope
from service import signing
from service.canonical import CanonicalState
from service.keys import Keys
from service.models import NewGameBase
from service.problems import ProblemError, tampered
from service.recent_states import RecentStates
from service.sealing import Unsealable, seal, unseal
from service.seat_tokens import HEADER, is_seat_token, seat_token


@cache
def _moves_adapter(game: Game) -> TypeAdapter[list[Any]]:
    """A serializer of a list of the game's moves (its move union, a run-time type)."""
    Move = game.Move
    return TypeAdapter(list[Move])  # type: ignore[valid-type]


def legal_moves_json(game: Game, legal: list[LegalMove]) -> list[dict[str, Any]]:
    """API.md's ``LegalMove`` objects. The moves are dumped in one call: what ``model_dump`` of
    each gives, at half its cost for a long list (many calls into pydantic-core)."""
    moves = _moves_adapter(game).dump_python([m.move for m in legal], mode="json")
    return [
        {"move": move, "seat": m.seat, "label": m.label, "probability": m.probability}
        for m, move in zip(legal, moves, strict=True)
    ]


def forbidden_seat(detail: str) -> ProblemError:
    return ProblemError("forbidden-seat", detail)


class TaggedStep(NamedTuple):
    """API.md's ``Step``, and the ETag of its state (made from the same canonical JSON)."""

    body: dict[str, Any]
    etag: str


class Referee:
    def __init__(self, secret: bytes) -> None:
        self.keys = Keys.from_secret(secret)
        self.recent = RecentStates()

    @staticmethod
    def is_sealed(game: Game, state: Any) -> bool:
        """Whether ``state`` travels sealed: a digital game with hidden information."""
        return game.game_type.information == "imperfect" and game.mode(state) == "digital"

    # --- states coming in -------------------------------------------------------------------

    def load(self, game: Game, state: Envelope, canonical: CanonicalState | None = None) -> Any:
        """The engine's state of a validated wire state (``canonical``: its JSON, when the
        caller needs it too).

        A digital state must carry our signature, and a sealed one its sealed part, which holds
        the whole state. One this process signed or loaded lately is known by its signature
        (:mod:`service.recent_states`): a front end sends one state several times (each seat's
        legal moves, then the move), and any replica may have signed it.
        """
        if state.mode != "digital":
            return game.from_wire(state)
        if canonical is None:
            canonical = CanonicalState(state)
        wire = canonical.wire
        if wire.get("signature") is None:
            raise tampered("a digital state must carry the signature the service gave it")
        if not signing.is_signed_by(self.keys.signing, canonical):
            raise tampered(
                "the signature does not match the state: digital states must be sent back"
                " exactly as received (use mode 'table' to pose positions by hand)"
            )
        known = self.recent.get(game.id, wire["signature"])
        if known is not None:  # a state this process handed out: checked when it was made
            return known
        loaded = self._load_signed(game, state, canonical)
        self.recent.put(game.id, wire["signature"], loaded)
        return loaded

    def _load_signed(self, game: Game, state: Envelope, canonical: CanonicalState) -> Any:
        """The whole way for a digital state whose signature is checked: unseal, convert, check."""
        if game.game_type.information == "perfect":
            return game.from_wire(state)
        if state.sealed is None:
            raise tampered(f"a digital {game.title} state carries its hidden part in 'sealed'")
        try:
            whole = game.State.model_validate(unseal(self.keys.sealing, game.id, canonical))
        except Unsealable as error:
            raise tampered(str(error)) from error
        except ValidationError as error:  # sealed by another version of the service
            raise InvalidState(f"the sealed state no longer fits this version: {error}") from None
        return game.from_wire(whole)

    def seat_proven(self, game: Game, state: Any, seat: int | None, token: str | None) -> bool:
        """Whether ``token`` proves ``seat`` in this digital game; a wrong token is refused.

        Table mode has no tokens (nothing is secret at a real table): a token there proves
        nothing and is not checked.
        """
        if token is None or game.mode(state) != "digital":
            return False
        if seat is None:
            raise forbidden_seat(f"a seat token proves a seat: say which seat ({HEADER})")
        if not is_seat_token(self.keys.seats, game.id, game.seed(state), seat, token):
            raise forbidden_seat(
                f"the {HEADER} header is not seat {seat}'s token for this game (a token opens"
                " only the seat and the game it was made for)"
            )
        return True

    def require_seat(self, game: Game, state: Any, seat: int, token: str | None, why: str) -> None:
        """Refuse (403) unless ``token`` proves ``seat``, in a sealed game."""
        if self.is_sealed(game, state) and not self.seat_proven(game, state, seat, token):
            raise forbidden_seat(f"{why} needs seat {seat}'s token in the {HEADER} header")

    # --- playing --------------------------------------------------------------------------

    def start(self, game: Game, request: NewGameBase) -> tuple[Any, list[Event]]:
        """The set-up state of a ``NewGame`` request, its chance events resolved (digital)."""
        seed = request.seed if request.seed is not None else secrets.randbelow(SEED_MAX)
        setup = Setup(request.players, request.variant, request.mode, seed, request.options)
        return self.resolve(game, game.new_game(setup), [])

    def new_game(self, game: Game, request: NewGameBase) -> TaggedStep:
        """The set-up Step; in digital mode with each seat's token (``seat_tokens``)."""
        state, events = self.start(game, request)
        step = self.step(game, state, events)
        if game.mode(state) == "digital":
            step.body["seat_tokens"] = [
                seat_token(self.keys.seats, game.id, game.seed(state), seat)
                for seat in range(request.players)
            ]
        return step

    def check_mover(self, game: Game, state: Any, move: MoveFields, token: str | None) -> None:
        """A move whose content is secret (a card placed face down) needs its seat's token in a
        sealed game, so no one can make it for another seat."""
        seat = getattr(move, "seat", None)
        if game.is_secret_move(move) and seat is not None:
            self.require_seat(game, state, seat, token, f"a {move.type!r} move (secret content)")

    def advance(self, game: Game, state: Any, move: MoveFields) -> tuple[Any, list[Event]]:
        """Apply a client's move, then (digital mode) the chance events that follow."""
        if game.is_over(state):
            raise GameOver(f"the game is over ({game.status(state)}): no more moves")
        if game.mode(state) == "digital" and game.is_chance_move(move):
            raise IllegalMove(
                f"{move.type!r} is a chance outcome: in digital mode the service draws and rolls"
            )
        state, events = game.apply(state, move)
        return self.resolve(game, state, events)

    def resolve(self, game: Game, state: Any, events: list[Event]) -> tuple[Any, list[Event]]:
        """Digital mode: draw and roll until a seat must move (table mode: nothing to do)."""
        if game.mode(state) == "digital":
            pick = keyed_picker(self.keys.draws, game.id, game.seed(state))
            state, drawn = resolve_chance(game, state, pick)
            events = [*events, *drawn]
        return state, events

    # --- states going out -----------------------------------------------------------------

    def seen(self, game: Game, state: Any, seat: int | None) -> dict[str, Any]:
        """The state as ``seat`` (``None``: every seat) may see it; a sealed game hides its seed."""
        shown = game.view(state, seat)
        if self.is_sealed(game, state):
            shown["seed"] = None
        return shown

    def visible_moves(self, game: Game, state: Any, seat: int | None) -> list[LegalMove]:
        """The legal moves ``seat`` may see (``None``: every seat): others' secret ones hidden."""
        moves = game.legal_moves(state)
        if not self.is_sealed(game, state):
            return moves
        return [m for m in moves if m.seat == seat or not game.is_secret_move(m.move)]

    def step(self, game: Game, state: Any, events: list[Event]) -> TaggedStep:
        """API.md's ``Step``: the (signed, sealed) state, what happened, what may happen next.

        A Step is what every seat may see: events never name hidden content (the engines word
        them so), and the legal moves leave out every seat's secret ones.
        """
        if self.is_sealed(game, state):
            wire = CanonicalState(self.seen(game, state, None))
            sealed = seal(self.keys.sealing, game.id, wire, game.to_wire(state))
            wire = wire.with_field("sealed", sealed)
        else:
            wire = CanonicalState(game.to_wire(state))
        if game.mode(state) == "digital":
            wire = signing.sign(self.keys.signing, wire)
            self.recent.put(game.id, wire.wire["signature"], state)
        body = {
            "state": wire.wire,
            "events": [event.to_json() for event in events],
            "legal_moves": legal_moves_json(game, self.visible_moves(game, state, None)),
        }
        return TaggedStep(body, signing.etag(wire))
