"""Playing a match: creating it, each seat's view, moves and undo, each a compare and set on the
stored version. The rules, chance and sealing are the referee's, as in the stateless API; what a
match adds is that the state never leaves the service (no client holds a state it could fork or
send again) and that a seat is proven by the match's own bearer tokens."""

from __future__ import annotations

import json
import secrets
from dataclasses import replace
from functools import cache
from typing import Any

from pydantic import BaseModel, TypeAdapter, ValidationError

from games.core.errors import IllegalMove, InvalidState
from games.core.game import Event, Game
from games.core.registry import all_games
from service.matches import credentials
from service.matches.models import UNDO_DEPTH
from service.matches.store import MatchStore, Record
from service.problems import ProblemError, not_found
from service.referee import Held, Referee, forbidden_seat, legal_moves_json

UNDONE = Event("undo", "The host took back the last change.")


def etag(version: int) -> str:
    """A match's ETag names its version: every seat's view of one version has the same."""
    return f'"v{version}"'


def match_not_found(match_id: str) -> ProblemError:
    return not_found(
        f"there is no match {match_id!r} (it expired after its idle time, was lost when its"
        " Redis restarted, or never was)"
    )


def stale(record: Record, sent: str) -> ProblemError:
    return ProblemError(
        "precondition-failed",
        f"the match is at {etag(record.version)}, not {sent}: it changed since (get it again,"
        " or follow its events)",
    )


def _json(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"))


class Matches:
    def __init__(self, referee: Referee, store: MatchStore) -> None:
        self.referee, self.store = referee, store

    # --- creating -------------------------------------------------------------------------

    async def create(self, request: BaseModel, owner: str) -> dict[str, Any]:
        """A new match of ``request`` (a ``MatchRequest``) for the client at ``owner``: its
        tokens, shown this once (the record keeps their hashes)."""
        game = all_games()[request.game]  # type: ignore[attr-defined]
        setup = request.setup  # type: ignore[attr-defined]
        state, events = self.referee.start(game, setup)
        step = self.referee.first_step(game, state, events, setup.players)
        seat_tokens = [credentials.new_token() for _ in range(setup.players)]
        host_token = credentials.new_token()
        match_id = secrets.token_urlsafe(12)
        fields = {
            "game": game.id,
            "state": _json(step.body["state"]),
            "events": _json(step.body["events"]),
            "seats": _json([credentials.hashed(token) for token in seat_tokens]),
            "host": credentials.hashed(host_token),
            "undo": "1" if request.undo else "0",  # type: ignore[attr-defined]
            "history": "[]",
            "over": "1" if game.is_over(state) else "0",
        }
        if not await self.store.create(match_id, owner, fields, fields["events"]):
            raise ProblemError(
                "rate-limited",
                f"{owner} has {self.store.cap} matches under way already: finish one, or wait"
                f" for one to expire ({self.store.idle_ms // 1000} s after its last change)",
                headers={"Retry-After": "60"},
            )
        return {
            "id": match_id,
            "game": game.id,
            "version": 1,
            "seat_tokens": seat_tokens,
            "host_token": host_token,
            "links": {
                "self": f"/v1/matches/{match_id}",
                "events": f"/v1/matches/{match_id}/events",
            },
        }

    # --- reading --------------------------------------------------------------------------

    async def record(self, match_id: str) -> Record:
        record = await self.store.get(match_id)
        if record is None:
            raise match_not_found(match_id)
        return record

    def held(self, record: Record) -> tuple[Game, Held]:
        """The match's game and its state, checked and opened as the referee opens any."""
        game = all_games()[record.game]
        known = self.referee.recent.get(game.id, str(record.state.get("signature")))
        if known is not None:  # a state this process signed or checked: no need to again
            return game, known
        try:
            wire = game.State.model_validate(record.state)
        except ValidationError:  # stored by another version: its error would quote hidden parts
            raise InvalidState(
                "the match was stored by another version of the service: start a new one"
            ) from None
        return game, self.referee.load(game, wire)

    @staticmethod
    def seat_of(record: Record, authorization: str | None) -> int | None:
        """The seat a request's bearer token proves (``None`` without one: a spectator); any
        other token is refused, so that a typo is not silently a spectator."""
        if authorization is None:
            return None
        token = credentials.bearer(authorization)
        if token is not None:
            for seat, stored in enumerate(record.seats):
                if credentials.matches(token, stored):
                    return seat
        raise forbidden_seat(
            "the Authorization header holds no seat token of this match (Bearer <token>, as"
            " POST /v1/matches answered it)"
        )

    def view(self, record: Record, seat: int | None, events: list[dict] | None = None) -> dict:
        """``seat``'s view of the match (``None``: a spectator's), with ``events`` (default:
        those of the last change)."""
        game, held = self.held(record)
        referee, state = self.referee, held.state
        moves = referee.visible_moves(game, state, seat)
        if seat is not None:  # a seat's own moves, its secret ones included
            moves = [move for move in moves if move.seat == seat]
        shown = referee.seen(game, state, seat)
        shown.pop("sealed", None)
        shown.pop("signature", None)
        return {
            "id": record.id,
            "game": record.game,
            "version": record.version,
            "seat": seat,
            "status": game.status(state),
            "to_act": list(game.to_act(state)),
            "view": shown,
            "legal_moves": legal_moves_json(game, moves),
            "events": record.events if events is None else events,
            "undo": record.undo,
        }

    # --- changing -------------------------------------------------------------------------

    @staticmethod
    def check_version(record: Record, if_match: str | None) -> None:
        if if_match is None:
            raise ProblemError(
                "precondition-required",
                f"a change needs If-Match with the ETag of the version it was made from (now"
                f" {etag(record.version)}): two seats cannot both change the same version",
            )
        tags = [tag.strip() for tag in if_match.split(",")]
        if "*" not in tags and etag(record.version) not in tags:
            raise stale(record, if_match)

    async def move(
        self, match_id: str, authorization: str | None, if_match: str | None, sent: dict
    ) -> dict[str, Any]:
        """Apply a seat's move to the stored state: its view of the version after."""
        record = await self.record(match_id)
        seat = self.seat_of(record, authorization)
        if seat is None:
            raise forbidden_seat("a move needs its seat's token: Authorization: Bearer <token>")
        self.check_version(record, if_match)
        game, held = self.held(record)
        move = _move_of(game, sent)
        if getattr(move, "seat", None) != seat:
            raise forbidden_seat(f"your token is seat {seat}'s: it makes seat {seat}'s moves only")
        state, events = self.referee.advance(game, held, move)
        step = self.referee.step(game, state, events, held.salt)
        fields = {
            "state": _json(step.body["state"]),
            "events": _json(step.body["events"]),
            "over": "1" if game.is_over(state) else "0",
        }
        if record.undo:
            fields["history"] = _json([record.state, *record.history][:UNDO_DEPTH])
        return await self._swap(record, fields, seat)

    async def undo(
        self, match_id: str, authorization: str | None, if_match: str | None
    ) -> dict[str, Any]:
        """The host takes back the last change: the spectators' view of the version after."""
        record = await self.record(match_id)
        token = credentials.bearer(authorization)
        if token is None or not credentials.matches(token, record.host):
            raise forbidden_seat("undo needs the host's token: Authorization: Bearer <token>")
        if not record.undo:
            raise forbidden_seat('this match was created without undo ({"undo": true})')
        self.check_version(record, if_match)
        if not record.history:
            raise IllegalMove(f"there is nothing to undo (at most {UNDO_DEPTH} changes back)")
        previous, *history = record.history
        game, held = self.held(replace(record, state=previous))
        fields = {
            "state": _json(previous),
            "events": _json([UNDONE.to_json()]),
            "history": _json(history),
            "over": "1" if game.is_over(held.state) else "0",
        }
        return await self._swap(record, fields, None)

    async def _swap(self, record: Record, fields: dict[str, str], seat: int | None) -> dict:
        applied = await self.store.swap(record, fields, fields["events"])
        if applied < 0:
            raise match_not_found(record.id)
        if applied == 0:  # another request (on any replica) changed it since it was read
            raise stale(record, etag(record.version))
        changed = replace(
            record,
            version=record.version + 1,
            state=json.loads(fields["state"]),
            events=json.loads(fields["events"]),
        )
        return self.view(changed, seat)


@cache
def _moves(game: Game) -> TypeAdapter[Any]:
    return TypeAdapter(game.Move)


def _move_of(game: Game, sent: dict) -> Any:
    """The game's move ``sent`` is, or a 400 naming its field errors."""
    try:
        return _moves(game).validate_python(sent)
    except ValidationError as error:
        errors = [
            {"loc": ["move", *e["loc"]], "type": e["type"], "msg": e["msg"]}
            for e in error.errors()[:50]
        ]
        raise ProblemError(
            "validation", f"not a {game.title} move: {errors[0]['msg']}", errors=errors
        ) from None
