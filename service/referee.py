"""The boundary between HTTP and the engines: trust, chance, secrets and the shape of a ``Step``.

The referee checks a digital state's signature before the engine sees it, resolves chance
events itself in digital mode, and signs what it hands back. In table mode chance events are
moves like any other, and nothing is signed or sealed: the cards are on a real table.

Every digital state carries a sealed part (:mod:`service.sealing`) holding the game's salt; a
game with hidden information seals the whole state there too, and the state handed out is what
every seat may see. Every seat proves itself with its seat token (:mod:`service.seat_tokens`):
to make any move of its own, and in a sealed game to see its own view and secret moves. The
token is checked before the engine sees the move, so no answer about a seat's move (an illegal
move's detail included) is given to anyone but that seat. docs/security.md is the threat model.

Draws (digital mode) are keyed by the server's draw key, the game, the seed and the draw
counter, and those that follow a move also by the digest of the whole state the move was made
in and the move itself (issue 28, M1): the same state and moves give the same game, but a copy
of a state played on with another move draws otherwise than the real game will.
"""

from __future__ import annotations

import secrets
from functools import cache
from typing import Any, NamedTuple, cast

from pydantic import BaseModel, TypeAdapter, ValidationError

from games.core.chance import keyed_picker, resolve_chance
from games.core.errors import GameOver, IllegalMove, InvalidState
from games.core.game import Event, Game, LegalMove, MoveFields, Setup
from games.core.wire import SEED_MAX, Envelope
from service import signing
from service.canonical import SEALED, SIGNATURE, CanonicalState, canonical_json
from service.keys import Keys
from service.models import NewGameBase
from service.problems import ProblemError, tampered
from service.recent_states import RecentStates
from service.sealing import Unsealable, digest, hidden_part, new_salt, seal, unseal
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


class Held(NamedTuple):
    """A state the service holds: the engine's state and, in digital mode, the game's salt and
    the digest of the whole state (``None`` in table mode)."""

    state: Any
    salt: str | None = None
    digest: bytes | None = None


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

    def load(
        self,
        game: Game,
        state: Envelope,
        canonical: CanonicalState | None = None,
        sent: dict[str, Any] | None = None,
    ) -> Held:
        """The state held in a validated wire state (``canonical``: its JSON, when the caller
        needs it too; ``sent``: the JSON object it was validated from, when the caller has it).

        A digital state must carry our signature and its sealed part (the game's salt and, in a
        sealed game, the hidden part). One this process signed or loaded lately is known by its
        signature
        (:mod:`service.recent_states`): a front end sends one state several times (each seat's
        legal moves, then the move), and any replica may have signed it.
        """
        if state.mode != "digital":
            return Held(game.from_wire(state))
        canonical = self._signed(state, canonical, sent)
        wire = canonical.wire
        known = self.recent.get(game.id, wire["signature"])
        if known is not None:  # a state this process handed out: checked when it was made
            return known
        loaded = self._load_signed(game, state, canonical)
        self.recent.put(game.id, wire["signature"], loaded)
        return loaded

    def _signed(
        self, state: Envelope, canonical: CanonicalState | None, sent: dict[str, Any] | None
    ) -> CanonicalState:
        """The canonical JSON of a digital state whose signature is checked; raises tampered.

        The signature is checked over the JSON object as sent first (issue 29): a state sent
        back as received passes without its model dumped again (~20 µs of a Draggmar state).
        Validation may have changed what was sent (a default filled in, ``5.0`` read as ``5``):
        then the state as validated is checked, as before. Either way the bytes checked are
        those the rest of the way reads: signed by us, they are the state validated."""
        if sent is not None:
            as_sent = CanonicalState(sent)
            if signing.is_signed_by(self.keys.signing, as_sent):
                return as_sent
        if canonical is None:
            canonical = CanonicalState(state)
        if canonical.wire.get("signature") is None:
            raise tampered("a digital state must carry the signature the service gave it")
        if not signing.is_signed_by(self.keys.signing, canonical):
            raise tampered(
                "the signature does not match the state: digital states must be sent back"
                " exactly as received (use mode 'table' to pose positions by hand)"
            )
        return canonical

    def _load_signed(self, game: Game, state: Envelope, canonical: CanonicalState) -> Held:
        """The whole way for a digital state whose signature is checked: unseal, convert, check."""
        if state.sealed is None:
            raise tampered(
                f"a digital {game.title} state carries its salt (and any hidden part) in"
                " 'sealed': this one has none (made by an earlier version of the service?"
                " start the game again)"
            )
        try:
            opened = unseal(self.keys.sealing, game.id, canonical)
        except Unsealable as error:
            raise tampered(str(error)) from error
        if game.game_type.information == "perfect":
            whole = state.model_copy(update={SEALED: None, SIGNATURE: None})
            return Held(game.from_wire(whole), opened.salt, digest(canonical))
        if opened.whole is None:
            raise tampered(f"the sealed part of a {game.title} state holds no state")
        try:
            whole = game.State.model_validate(opened.whole)
        except ValidationError:  # sealed by another version: its error would quote hidden parts
            raise InvalidState(
                "the sealed state no longer fits this version of the service: start the game again"
            ) from None
        return Held(game.from_wire(whole), opened.salt, digest(canonical, opened.hidden))

    def seat_proven(self, game: Game, held: Held, seat: int | None, token: str | None) -> bool:
        """Whether ``token`` proves ``seat`` in this digital game; a wrong token is refused.

        Table mode has no tokens (nothing is secret at a real table): a token there proves
        nothing and is not checked.
        """
        if token is None or held.salt is None:
            return False
        if seat is None:
            raise forbidden_seat(f"a seat token proves a seat: say which seat ({HEADER})")
        seed = game.seed(held.state)
        if not is_seat_token(self.keys.seats, game.id, seed, held.salt, seat, token):
            raise forbidden_seat(
                f"the {HEADER} header is not seat {seat}'s token for this game (a token opens"
                " only the seat and the game it was made for)"
            )
        return True

    def require_seat(self, game: Game, held: Held, seat: int, token: str | None, why: str) -> None:
        """Refuse (403) unless ``token`` proves ``seat``, in a digital game."""
        if held.salt is not None and not self.seat_proven(game, held, seat, token):
            raise forbidden_seat(f"{why} needs seat {seat}'s token in the {HEADER} header")

    # --- playing --------------------------------------------------------------------------

    def start(self, game: Game, request: NewGameBase) -> tuple[Any, list[Event]]:
        """The set-up state of a ``NewGame`` request, its chance events resolved (digital)."""
        seed = request.seed if request.seed is not None else secrets.randbelow(SEED_MAX + 1)
        setup = Setup(request.players, request.variant, request.mode, seed, request.options)
        return self.resolve(game, game.new_game(setup), [])

    def new_game(self, game: Game, request: NewGameBase) -> TaggedStep:
        """The set-up Step; in digital mode with each seat's token (``seat_tokens``)."""
        state, events = self.start(game, request)
        return self.first_step(game, state, events, request.players)

    def first_step(self, game: Game, state: Any, events: list[Event], players: int) -> TaggedStep:
        """The Step of a game the service made (set up, or replayed): in digital mode it gets
        a new salt, and its seats their tokens (``seat_tokens``)."""
        if game.mode(state) != "digital":
            return self.step(game, state, events)
        salt = new_salt()
        step = self.step(game, state, events, salt)
        step.body["seat_tokens"] = [
            seat_token(self.keys.seats, game.id, game.seed(state), salt, seat)
            for seat in range(players)
        ]
        return step

    def replay(self, game: Game, setup: NewGameBase, moves: list[Any]) -> TaggedStep:
        """A game made from scratch, as :meth:`new_game` makes one: it gets a salt and seat
        tokens of its own, and its moves need none (whoever replays holds every seat). Its
        draws are those of the game played move by move from the same set-up."""
        state, events = self.start(game, setup)
        digital = game.mode(state) == "digital"
        for move in moves:
            held = Held(state, None, self._readable(game, state)[1] if digital else None)
            state, happened = self.advance(game, held, move)
            events.extend(happened)
        return self.first_step(game, state, events, setup.players)

    def check_mover(self, game: Game, held: Held, move: MoveFields, token: str | None) -> None:
        """In a digital game every seat's move needs that seat's token, checked before the
        engine sees the move (so that no answer about it, an error's detail included, reaches
        anyone else)."""
        seat = getattr(move, "seat", None)
        if seat is not None:
            self.require_seat(game, held, seat, token, f"a move of seat {seat}")

    def advance(self, game: Game, held: Held, move: MoveFields) -> tuple[Any, list[Event]]:
        """Apply a client's move, then (digital mode) the chance events that follow, keyed by
        the state the move was made in and the move."""
        state = held.state
        if game.is_over(state):
            raise GameOver(f"the game is over ({game.status(state)}): no more moves")
        if held.digest is None:  # table mode
            return game.apply(state, move)
        if game.is_chance_move(move):
            raise IllegalMove(
                f"{move.type!r} is a chance outcome: in digital mode the service draws and rolls"
            )
        state, events = game.apply(state, move)
        made = cast(BaseModel, move).model_dump(mode="json")
        context = held.digest + b"|" + canonical_json(made)
        return self.resolve(game, state, events, context)

    def play(self, game: Game, held: Held, move: MoveFields) -> TaggedStep:
        """The Step after ``move`` in ``held`` (its seat's token checked by the caller)."""
        return self.step(game, *self.advance(game, held, move), held.salt)

    def resolve(
        self, game: Game, state: Any, events: list[Event], context: bytes = b""
    ) -> tuple[Any, list[Event]]:
        """Digital mode: draw and roll until a seat must move (table mode: nothing to do)."""
        if game.mode(state) == "digital":
            pick = keyed_picker(self.keys.draws, game.id, game.seed(state), context)
            state, drawn = resolve_chance(game, state, pick)
            events = [*events, *drawn]
        return state, events

    # --- states going out -----------------------------------------------------------------

    def seen(
        self, game: Game, state: Any, seat: int | None, wire: dict[str, Any] | None = None
    ) -> dict[str, Any]:
        """The state as ``seat`` (``None``: every seat) may see it; a sealed game hides its seed.
        ``wire``: the state's ``to_wire``, when the caller has made it (it is not made twice)."""
        shown = game.view(state, seat, wire)
        if self.is_sealed(game, state):
            shown["seed"] = None
        return shown

    def visible_moves(self, game: Game, state: Any, seat: int | None) -> list[LegalMove]:
        """The legal moves ``seat`` may see (``None``: every seat): others' secret ones hidden."""
        moves = game.legal_moves(state)
        if not self.is_sealed(game, state):
            return moves
        return [m for m in moves if m.seat == seat or not game.is_secret_move(m.move)]

    def _readable(self, game: Game, state: Any) -> tuple[CanonicalState, bytes, bytes | None]:
        """A digital state's readable part, the digest of the whole state, and (in a sealed
        game) the hidden part's canonical JSON, which its sealed part holds."""
        wire = CanonicalState(game.to_wire(state))
        if not self.is_sealed(game, state):
            return wire, digest(wire), None
        readable = CanonicalState(self.seen(game, state, None, wire.wire))
        hidden = hidden_part(readable.wire, wire.wire)
        return readable, digest(readable, hidden), hidden

    def step(
        self, game: Game, state: Any, events: list[Event], salt: str | None = None
    ) -> TaggedStep:
        """API.md's ``Step``: the (signed, sealed) state, what happened, what may happen next.
        ``salt``: the game's, in digital mode.

        A Step is what every seat may see: events never name hidden content (the engines word
        them so), and the legal moves leave out every seat's secret ones.
        """
        if game.mode(state) == "digital":
            assert salt is not None, "a digital state keeps its game's salt"
            wire, whole, hidden = self._readable(game, state)
            sealed = seal(self.keys.sealing, game.id, wire, salt, hidden)
            wire = signing.sign(self.keys.signing, wire.with_field(SEALED, sealed))
            self.recent.put(game.id, wire.wire[SIGNATURE], Held(state, salt, whole))
        else:
            wire = CanonicalState(game.to_wire(state))
        body = {
            "state": wire.wire,
            "events": [event.to_json() for event in events],
            "legal_moves": legal_moves_json(game, self.visible_moves(game, state, None)),
        }
        return TaggedStep(body, signing.etag(wire))
