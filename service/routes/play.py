"""The rules endpoints of one game, generated from its models: states, moves, score, view...

Every game gets its own router (``/v1/games/<id>/...``) typed with its own models, so the OpenAPI
document describes each game's states and moves precisely. The handlers are annotated with the
names of :class:`~service.models.GameModels` (``"ApplyRequest"``, ``"Step"``...): each router binds
them to its game's models (Litestar's ``signature_namespace``), and the type checker reads them as
the shapes every game's models share.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any

from litestar import Request, Response, Router, post
from litestar.datastructures import ResponseHeader
from litestar.datastructures import State as AppState
from litestar.params import FromPath, HeaderParameter, JSONBody

from games.core.game import Game
from service import signing
from service.canonical import CanonicalState
from service.models import GameModels, models_for
from service.openapi_docs import examples_for
from service.problems import ProblemError, not_found
from service.referee import Held, Referee, TaggedStep, legal_moves_json
from service.routes.catalogue import known_game
from service.seat_tokens import HEADER

SVG = "image/svg+xml"
IF_MATCH_HEADER = HeaderParameter(
    name="If-Match",
    description="the ETag of the state you believe is current: if the state sent is another,"
    " the answer is 412 (two players moving from the same state)",
)
SEAT_TOKEN_HEADER = HeaderParameter(
    name=HEADER,
    description="the seat's token from POST /states or /replay (digital mode): needed for every"
    " move of that seat (403 forbidden-seat without it), and in a game with hidden information"
    " it opens that seat's view and secret moves; a wrong token is 403 forbidden-seat",
)
SeatToken = Annotated[str | None, SEAT_TOKEN_HEADER]
ETAG_HEADER = ResponseHeader(
    name="ETag",
    documentation_only=True,
    description="the state's tag: send it as If-Match with the next apply",
)


if TYPE_CHECKING:
    from service.models import ApplyRequestBase as ApplyRequest
    from service.models import LegalMovesRequestBase as LegalMovesRequest
    from service.models import NewGameBase as NewGame
    from service.models import RenderRequestBase as RenderRequest
    from service.models import ReplayRequestBase as ReplayRequest
    from service.models import ScoreBase as Score
    from service.models import StateRequestBase as StateRequest
    from service.models import ViewRequestBase as ViewRequest

    # answers are built as plain dicts of these shapes (no validation on the way out)
    LegalMoves = dict[str, Any]
    Step = dict[str, Any]
    View = dict[str, Any]


def tagged(step: TaggedStep, status: int = 200) -> Response[dict[str, Any]]:
    """A Step with the ETag of its state, for ``If-Match`` on the next ``apply``."""
    return Response(step.body, status_code=status, headers={"ETag": step.etag})


async def state_as_sent(request: Request[Any, Any, Any]) -> dict[str, Any] | None:
    """The request body's ``state`` as decoded, before validation (Litestar decoded the body
    once and keeps it): the signature is checked over it first (``Referee.load``)."""
    body = await request.json()
    sent = body.get("state") if isinstance(body, dict) else None
    return sent if isinstance(sent, dict) else None


def game_router(game: Game) -> Router:
    m: GameModels = models_for(game)
    docs = examples_for(game)

    def referee(state: AppState) -> Referee:
        return state.referee

    async def new_game(data: JSONBody[NewGame], state: AppState) -> Response[Step]:
        return tagged(referee(state).new_game(game, data), status=201)

    async def legal_moves(
        data: JSONBody[LegalMovesRequest],
        state: AppState,
        request: Request[Any, Any, Any],
        seat_token: SeatToken = None,
    ) -> Response[LegalMoves]:
        r = referee(state)
        held = r.load(game, data.state, sent=await state_as_sent(request))
        proven = r.seat_proven(game, held, data.seat, seat_token)
        moves = r.visible_moves(game, held.state, data.seat if proven else None)
        if data.seat is not None:  # a seat's own device sees its own choices only
            moves = [move for move in moves if move.seat == data.seat]
        body = {"to_act": list(game.to_act(held.state)), "moves": legal_moves_json(game, moves)}
        return Response(body)

    async def apply(
        data: JSONBody[ApplyRequest],
        state: AppState,
        request: Request[Any, Any, Any],
        if_match: Annotated[str | None, IF_MATCH_HEADER] = None,
        seat_token: SeatToken = None,
    ) -> Response[Step]:
        r = referee(state)
        sent = CanonicalState(data.state)
        loaded = r.load(game, data.state, sent, await state_as_sent(request))
        if if_match is not None and if_match.strip() != "*":
            current = signing.etag(sent)
            if current not in (tag.strip() for tag in if_match.split(",")):
                raise ProblemError(
                    "precondition-failed",
                    f"the state sent is {current}, not {if_match}: it changed since that state"
                    " was given out (another move was made from it?)",
                )
        r.check_mover(game, loaded, data.move, seat_token)
        return tagged(r.play(game, loaded, data.move))

    async def replay(data: JSONBody[ReplayRequest], state: AppState) -> Response[Step]:
        return tagged(referee(state).replay(game, data.setup, data.moves))

    async def score(data: JSONBody[StateRequest], state: AppState) -> Score:
        result = game.score(referee(state).load(game, data.state).state)
        return m.Score(
            status=result.status,
            winners=list(result.winners),
            scores=dict(result.scores),
            breakdown=game.modules.wire.Breakdown.model_validate(dict(result.breakdown)),
        )

    def viewer(r: Referee, held: Held, seat: int | None, token: str | None) -> int | None:
        """Who the answer is for: in a sealed game, a seat only with its token (else every seat).
        A wrong token is refused in every digital game."""
        proven = r.seat_proven(game, held, seat, token)
        return seat if proven or not r.is_sealed(game, held.state) else None

    async def view(
        data: JSONBody[ViewRequest], state: AppState, seat_token: SeatToken = None
    ) -> Response[View]:
        r = referee(state)
        held = r.load(game, data.state)
        return Response({"view": r.seen(game, held.state, viewer(r, held, data.seat, seat_token))})

    async def render(
        data: JSONBody[RenderRequest], state: AppState, seat_token: SeatToken = None
    ) -> str:
        r = referee(state)
        held = r.load(game, data.state)
        return game.render(held.state, viewer(r, held, data.seat, seat_token), data.plan)

    def route(path: str, handler, summary: str, status: int = 200, **kwargs: Any):
        name = handler.__name__
        return post(
            path,
            status_code=status,
            operation_id=f"{game.id.replace('-', '_')}_{name}",
            name=f"{game.id}:{name}",
            summary=summary,
            operation_class=docs.operation(name),
            **kwargs,
        )(handler)

    return Router(
        path=f"/v1/games/{game.id}",
        tags=[game.id],
        opt={"game": game.id},  # for the request log
        signature_namespace=m.signature_namespace(),
        route_handlers=[
            route(
                "/states",
                new_game,
                "Set up a new game",
                status=201,
                response_headers=[ETAG_HEADER],
            ),
            route("/legal-moves", legal_moves, "Who acts and every legal move, with labels"),
            route(
                "/apply",
                apply,
                "Apply a move; returns the next state and what happened",
                response_headers=[ETAG_HEADER],
            ),
            route(
                "/replay",
                replay,
                "Replay a whole game from its set-up and moves",
                response_headers=[ETAG_HEADER],
            ),
            route("/score", score, "The score so far, or the final score"),
            route("/view", view, "The state as one seat may see it"),
            route("/render", render, "An SVG picture of the table", media_type=SVG),
        ],
    )


async def unknown_endpoint(game: FromPath[str], endpoint: FromPath[str]) -> None:
    """Any endpoint of a game we do not have, or that a game does not have."""
    known_game(game)
    raise not_found(f"game {game!r} has no endpoint {endpoint!r}")


UNKNOWN_ENDPOINT_ROUTE = post(
    "/v1/games/{game:str}/{endpoint:str}", include_in_schema=False, status_code=404
)(unknown_endpoint)
