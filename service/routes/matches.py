"""Match endpoints (issue 34): ``/v1/matches``, a line of play held by the service.

``POST /v1/matches`` is typed per game (``{Game}MatchRequest``, told apart by ``game``), bound
by name as in :mod:`service.routes.play`; the other endpoints have one shape for every game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated, Any

import anyio
from litestar import Request, Response, Router, get, post
from litestar.datastructures import ResponseHeader
from litestar.datastructures import State as AppState
from litestar.openapi.datastructures import ResponseSpec
from litestar.openapi.spec import Discriminator, OpenAPI, Reference, Schema
from litestar.params import FromPath, HeaderParameter, JSONBody, Parameter
from litestar.response import ServerSentEvent

from games.core.errors import IllegalMove
from games.core.problems import problem
from games.core.registry import all_games
from service.matches import models, push
from service.matches.credentials import HEADER
from service.matches.models import (
    MatchHintRequest,
    MoveRequest,
    match_request,
    match_request_union,
)
from service.matches.play import Matches, etag
from service.models import Hint, Problem
from service.openapi_docs import HINT_EXAMPLE, VerbatimExample, ok_example
from service.problems import PROBLEM_JSON, ProblemError
from service.rate_limit import Network, client_address
from service.referee import forbidden_seat
from service.request_log import request_id_of
from service.routes.hints import queued, queues
from solvers.hints import kinds_for
from workers.hints import HintJob

if TYPE_CHECKING:  # bound to the models by the router's signature namespace
    MatchRequest = Any
    MatchCreated = dict[str, Any]
    MatchView = dict[str, Any]

MatchId = Annotated[str, Parameter(max_length=64, description="the match's id")]
SEAT = HeaderParameter(
    name=HEADER,
    description="Bearer <token>: a seat's token from POST /v1/matches (its view and moves);"
    " without it, the spectators' view; any other token is 403",
)
HOST = HeaderParameter(name=HEADER, description="Bearer <host token> from POST /v1/matches")
IF_MATCH = HeaderParameter(
    name="If-Match",
    description="the ETag of the version the change is made from: another version is 412,"
    " none is 428",
)
LAST_EVENT_ID = HeaderParameter(
    name="Last-Event-ID",
    description="the id of the last event received: resume after it (another value: start anew)",
)
Authorization = Annotated[str | None, SEAT]
IfMatch = Annotated[str | None, IF_MATCH]
ETAG_HEADER = ResponseHeader(
    name="ETag", documentation_only=True, description="the match's version: If-Match of a change"
)

EXAMPLE_VIEW = {
    "id": "b3JjLXF1ZXN0LTE3",
    "game": "thrag",
    "version": 4,
    "seat": 0,
    "status": "ongoing",
    "to_act": [0],
    "view": {"game": "thrag", "mode": "digital", "status": "ongoing", "seed": None},
    "legal_moves": [
        {
            "move": {"type": "fight", "seat": 0, "beast": "blue"},
            "seat": 0,
            "label": "Fight the blue beast",
            "probability": None,
        }
    ],
    "events": [{"type": "coin", "text": "Thrag flips a red coin."}],
    "undo": False,
}
EXAMPLE_CREATED = {
    "id": "b3JjLXF1ZXN0LTE3",
    "game": "thrag",
    "version": 1,
    "seat_tokens": ["q3xv0mC1b2s9WZpI5y7JcHq0QpZ7Wk4F"],
    "host_token": "Zr8bXfM0c1Lw2PqT6nV4yD9sKa3uHe5G",
    "links": {
        "self": "/v1/matches/b3JjLXF1ZXN0LTE3",
        "events": "/v1/matches/b3JjLXF1ZXN0LTE3/events",
    },
}
#: the problems of the match endpoints, with an example's detail
MATCH_PROBLEMS = {
    "validation": "not a Thrag move: Input tag 'jump' found using 'type' does not match",
    "forbidden-seat": "your token is seat 0's: it makes seat 0's moves only",
    "not-found": "there is no match 'b3JjLXF1ZXN0LTE3' (it expired after its idle time...)",
    "game-over": "the game is over (victory): no more moves",
    "precondition-failed": 'the match is at "v5", not "v4": it changed since',
    "precondition-required": 'a change needs If-Match with the ETag of the version (now "v4")',
    "illegal-move": "H6: against the green beast Thrag flips a green coin while any remain",
    "rate-limited": "127.0.0.1 has 20 matches under way already",
    "hints-unavailable": "the hint queue (Redis) cannot be reached: ConnectionError",
}


def problems(*kinds: str) -> dict[int, ResponseSpec]:
    """``responses=`` entries for these problem types, grouped by status."""
    by_status: dict[int, list[str]] = {}
    for kind in kinds:
        by_status.setdefault(problem(kind, "")["status"], []).append(kind)
    return {
        status: ResponseSpec(
            Problem,
            description=" or ".join(problem(kind, "")["title"] for kind in grouped),
            media_type=PROBLEM_JSON,
            generate_examples=False,
            examples=[
                VerbatimExample(
                    summary=problem(kind, "")["title"], value=problem(kind, MATCH_PROBLEMS[kind])
                )
                for kind in grouped
            ],
        )
        for status, grouped in by_status.items()
    }


def document_match_request(schema: OpenAPI) -> None:
    """``MatchRequest`` in the document as what it takes: one of the games' requests, told
    apart by ``game`` (Litestar describes a root model as an object with a ``root`` field)."""
    assert schema.components is not None and isinstance(schema.components.schemas, dict)
    members = [match_request(game).__name__ for game in all_games().values()]
    schema.components.schemas["MatchRequest"] = Schema(
        title="MatchRequest",
        description="Create a match: the game's set-up, and whether the host may undo.",
        one_of=[Reference(ref=f"#/components/schemas/{name}") for name in members],
        discriminator=Discriminator(
            property_name="game",
            mapping={
                game.id: f"#/components/schemas/{name}"
                for game, name in zip(all_games().values(), members, strict=True)
            },
        ),
    )


def matches_of(state: AppState) -> Matches:
    return state.matches


def match_router(trusted: tuple[Network, ...], hint_rate: Callable) -> Router:
    """The match endpoints; ``trusted``: the proxies whose X-Forwarded-For names the client
    (for the cap per client); ``hint_rate``: the hint routes' rate limit."""

    async def create_match(
        data: JSONBody[MatchRequest], request: Request, state: AppState
    ) -> Response[MatchCreated]:
        owner = client_address(request.scope, trusted)
        created = await matches_of(state).create(data.root, owner)
        headers = {"ETag": etag(1), "Location": created["links"]["self"]}
        return Response(created, status_code=201, headers=headers)

    async def get_match(
        match_id: FromPath[MatchId], state: AppState, authorization: Authorization = None
    ) -> Response[MatchView]:
        matches = matches_of(state)
        record = await matches.record(match_id)
        seat = matches.seat_of(record, authorization)
        return Response(matches.view(record, seat), headers={"ETag": etag(record.version)})

    async def make_move(
        match_id: FromPath[MatchId],
        data: JSONBody[MoveRequest],
        state: AppState,
        authorization: Authorization = None,
        if_match: IfMatch = None,
    ) -> Response[MatchView]:
        view = await matches_of(state).move(match_id, authorization, if_match, data.move)
        return Response(view, headers={"ETag": etag(view["version"])})

    async def undo(
        match_id: FromPath[MatchId],
        state: AppState,
        authorization: Annotated[str | None, HOST] = None,
        if_match: IfMatch = None,
    ) -> Response[MatchView]:
        view = await matches_of(state).undo(match_id, authorization, if_match)
        return Response(view, headers={"ETag": etag(view["version"])})

    async def match_events(
        match_id: FromPath[MatchId],
        state: AppState,
        authorization: Authorization = None,
        last_event_id: Annotated[str | None, LAST_EVENT_ID] = None,
    ) -> ServerSentEvent:
        matches = matches_of(state)
        record = await matches.record(match_id)  # 404 and 403 before the stream starts
        seat = matches.seat_of(record, authorization)
        return ServerSentEvent(
            push.views(matches, match_id, seat, push.version_of(last_event_id)),
            headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"},
        )

    async def ask_hint(
        match_id: FromPath[MatchId],
        data: JSONBody[MatchHintRequest],
        request: Request,
        state: AppState,
        authorization: Authorization = None,
    ) -> Response[Hint]:
        matches = matches_of(state)
        record = await matches.record(match_id)
        seat = matches.seat_of(record, authorization)
        if seat is None:
            raise forbidden_seat("a hint in a match is for a seat: send its token")
        game, held = matches.held(record)
        kind = kinds_for(game.id).get(data.kind)
        if kind is None:
            raise ProblemError(
                "validation",
                f"{game.title} has no hint kind {data.kind!r} (it has: {list(kinds_for(game.id))})",
            )
        budget = data.budget_ms if data.budget_ms is not None else kind.default_budget_ms
        if budget > kind.max_budget_ms:
            raise ProblemError(
                "validation",
                f"budget_ms {budget} is over {kind.name}'s limit of {kind.max_budget_ms} ms",
            )
        s = held.state
        if game.is_over(s):
            raise IllegalMove(f"the game is over ({game.status(s)}): there is nothing to hint")
        if seat not in game.to_act(s):
            raise IllegalMove(f"seat {seat} is not to act (to act: {list(game.to_act(s))})")
        # as POST /v1/games/{game}/hints with this seat: the API unseals, the worker needs no key
        job = HintJob(game.id, data.kind, game.to_wire(s), seat, budget)
        return await anyio.to_thread.run_sync(queued, queues(state), job, request_id_of(request))

    one = "/{match_id:str}"
    return Router(
        path="/v1/matches",
        tags=["matches"],
        signature_namespace={
            "MatchRequest": match_request_union(),
            "MatchCreated": models.MatchCreated,
            "MatchView": models.MatchView,
        },
        route_handlers=[
            post(
                "",
                status_code=201,
                operation_id="create_match",
                summary="Create a match: the service holds its state; one token per seat",
                response_headers=[ETAG_HEADER],
                responses={
                    **ok_example(models.MatchCreated, "A new match", EXAMPLE_CREATED, 201),
                    **problems("validation", "rate-limited"),
                },
            )(create_match),
            get(
                one,
                operation_id="get_match",
                summary="A seat's view of the match (no token: the spectators')",
                response_headers=[ETAG_HEADER],
                responses={
                    **ok_example(models.MatchView, "Seat 0's view", EXAMPLE_VIEW),
                    **problems("validation", "forbidden-seat", "not-found"),
                },
            )(get_match),
            post(
                f"{one}/moves",
                status_code=200,
                operation_id="make_match_move",
                summary="Make a seat's move in the match (If-Match: its ETag)",
                response_headers=[ETAG_HEADER],
                responses={
                    **ok_example(models.MatchView, "The seat's view after its move", EXAMPLE_VIEW),
                    **problems(
                        "validation",
                        "forbidden-seat",
                        "not-found",
                        "game-over",
                        "precondition-failed",
                        "precondition-required",
                        "illegal-move",
                    ),
                },
            )(make_move),
            post(
                f"{one}/undo",
                status_code=200,
                operation_id="undo_match_change",
                summary="The host takes back the last change (if allowed at creation)",
                response_headers=[ETAG_HEADER],
                responses={
                    **ok_example(
                        models.MatchView,
                        "The spectators' view after the undo",
                        {**EXAMPLE_VIEW, "seat": None, "legal_moves": []},
                    ),
                    **problems(
                        "validation",
                        "forbidden-seat",
                        "not-found",
                        "precondition-failed",
                        "precondition-required",
                        "illegal-move",
                    ),
                },
            )(undo),
            get(
                f"{one}/events",
                operation_id="match_events",
                summary="Server-Sent Events: this seat's view after every change",
                responses={
                    200: ResponseSpec(
                        str,
                        description="event: view (data: a MatchView, id: its version) after"
                        " every change; event: gone when the match expires",
                        media_type="text/event-stream",
                        generate_examples=False,
                        examples=[
                            VerbatimExample(
                                summary="A view",
                                value='id: 4\r\nevent: view\r\ndata: {"id": "b3JjLXF1ZXN0LTE3",'
                                ' "version": 4, ...}\r\n\r\n',
                            )
                        ],
                    ),
                    **problems("validation", "forbidden-seat", "not-found"),
                },
            )(match_events),
            post(
                f"{one}/hints",
                status_code=202,
                operation_id="ask_match_hint",
                summary="Ask a hint for the seat on the match's current state",
                middleware=[hint_rate],
                response_headers=[
                    ResponseHeader(
                        name="Location",
                        documentation_only=True,
                        description="202 only: the hint's URL, to poll with GET",
                    )
                ],
                responses={
                    **ok_example(Hint, "A finished hint", HINT_EXAMPLE),
                    **problems(
                        "validation",
                        "forbidden-seat",
                        "not-found",
                        "illegal-move",
                        "rate-limited",
                        "hints-unavailable",
                    ),
                },
            )(ask_hint),
        ],
    )
