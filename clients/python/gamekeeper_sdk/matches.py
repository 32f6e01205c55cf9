"""Matches (``/v1/matches``): one seat of a line of play the service holds.

``create_match(service, "troll-party", players=2)`` answers the seat and host tokens (shown
once: hand each player theirs); ``MatchSeat(service, match_id, token)`` is one seat's device:
``get()`` its view, ``move(legal)`` with the ETag it last saw as ``If-Match`` (``
PreconditionFailed``: another seat moved first, take the newer view), ``views()`` its view after
every change, read from the match's Server-Sent Events and resumed with ``Last-Event-ID`` after
a dropped connection.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from typing import Any

import httpx
from gamekeeper_client import models
from gamekeeper_client.api.matches import ask_match_hint, get_match, make_match_move
from gamekeeper_client.api.matches import create_match as create

from gamekeeper_sdk.client import Gamekeeper, PendingHint, answer, to_json


def create_match(service: Gamekeeper, game: str, *, undo: bool = False, **setup: Any) -> Any:
    """A new match of ``game`` set up with ``setup`` (the game's ``NewGame`` fields, digital
    mode): ``MatchCreated`` (``id``, ``seat_tokens``, ``host_token``)."""
    prefix = "".join(part.capitalize() for part in game.split("-"))
    request = getattr(models, prefix + "MatchRequest")  # ThragMatchRequest...
    body = request.from_dict({"game": game, "setup": setup, "undo": undo})
    return answer(create.sync_detailed(client=service.client, body=body))


def server_sent_events(lines: Iterable[str]) -> Iterator[tuple[str, str | None, str]]:
    """``(event, id, data)`` of each event in a ``text/event-stream``'s lines."""
    fields: dict[str, list[str]] = {}
    for line in lines:
        if line:
            if not line.startswith(":"):
                name, _, value = line.partition(":")
                fields.setdefault(name, []).append(value.removeprefix(" "))
            continue
        if "data" in fields:
            ids = fields.get("id")
            yield (
                fields.get("event", ["message"])[-1],
                ids[-1] if ids else None,
                "\n".join(fields["data"]),
            )
        fields = {}


class MatchSeat:
    """One seat of a match (no token: a spectator); it keeps the latest view and its ETag."""

    def __init__(self, service: Gamekeeper, match_id: str, token: str | None = None) -> None:
        self.service, self.match_id, self.token = service, match_id, token
        self.view: Any = None  # the generated MatchView
        self.etag: str | None = None

    @property
    def authorization(self) -> str | None:
        return f"Bearer {self.token}" if self.token else None

    def _keep(self, view: Any, etag: str | None) -> Any:
        if self.view is None or view.version > self.view.version:
            self.view, self.etag = view, etag or f'"v{view.version}"'
        return view

    def get(self) -> Any:
        """The seat's view now (``MatchView``)."""
        found = get_match.sync_detailed(
            self.match_id, client=self.service.client, authorization=self.authorization or ""
        )
        return self._keep(answer(found), found.headers.get("ETag"))

    def move(self, move: Any) -> Any:
        """The seat's view after ``move`` (a ``MatchLegalMove``, or the move's JSON), made from
        the version it last saw."""
        chosen = to_json(move.move if hasattr(move, "label") else move)
        made = make_match_move.sync_detailed(
            self.match_id,
            client=self.service.client,
            body=models.MoveRequest.from_dict({"move": chosen}),
            authorization=self.authorization or "",
            if_match=self.etag or "",
        )
        return self._keep(answer(made), made.headers.get("ETag"))

    def hint(self, kind: str, budget_ms: int | None = None) -> PendingHint:
        """A hint for this seat on the match's current state; ``wait()`` for its result."""
        request: dict[str, Any] = {"kind": kind}
        if budget_ms is not None:
            request["budget_ms"] = budget_ms
        asked = ask_match_hint.sync_detailed(
            self.match_id,
            client=self.service.client,
            body=models.MatchHintRequest.from_dict(request),
            authorization=self.authorization or "",
        )
        return PendingHint(self.service, answer(asked))

    def views(self) -> Iterator[Any]:
        """The seat's view now, then after every change, as the service pushes them; ends when
        the match expires."""
        http = self.service.client.get_httpx_client()
        while True:
            headers = {"Accept": "text/event-stream"}
            if self.authorization:
                headers["Authorization"] = self.authorization
            if self.view is not None:
                headers["Last-Event-ID"] = str(self.view.version)
            path = f"/v1/matches/{self.match_id}/events"
            try:
                with http.stream("GET", path, headers=headers, timeout=None) as stream:
                    if stream.is_error:
                        stream.read()
                        answer(
                            get_match._build_response(client=self.service.client, response=stream)
                        )
                    for event, _, data in server_sent_events(stream.iter_lines()):
                        if event == "gone":
                            return
                        if event == "view":
                            view = models.MatchView.from_dict(json.loads(data))
                            if self.view is None or view.version > self.view.version:
                                yield self._keep(view, None)
            except httpx.TransportError:
                continue  # a dropped connection: resume after the last view
