"""The rules endpoints of one game, generated from its models: states, moves, score, view...

Every game gets its own router (``/v1/games/<id>/...``) typed with its own models, so the OpenAPI
document describes each game's states and moves precisely. This module must not use
``from __future__ import annotations``: the handlers' annotations are the per-game models.
"""

from typing import Annotated, Any

from litestar import Response, Router, post
from litestar.datastructures import State as AppState
from litestar.params import FromPath, HeaderParameter, JSONBody

from games.core.game import Game
from service import signing
from service.models import GameModels, Score, View, models_for
from service.openapi_docs import examples_for
from service.problems import ProblemError, not_found
from service.referee import Referee, legal_move_json
from service.routes.catalogue import known_game

SVG = "image/svg+xml"
IF_MATCH_HEADER = HeaderParameter(
    name="If-Match",
    description="the ETag of the state you believe is current: if the state sent is another,"
    " the answer is 412 (two players moving from the same state)",
)


def tagged(step: dict[str, Any], status: int = 200) -> Response:
    """A Step with the ETag of its state, for ``If-Match`` on the next ``apply``."""
    return Response(step, status_code=status, headers={"ETag": signing.etag(step["state"])})


def game_router(game: Game) -> Router:
    m: GameModels = models_for(game)
    docs = examples_for(game)

    def referee(state: AppState) -> Referee:
        return state.referee

    async def new_game(data: JSONBody[m.NewGame], state: AppState) -> Response[m.Step]:
        return tagged(referee(state).new_game(game, data), status=201)

    async def legal_moves(data: JSONBody[m.LegalMovesRequest], state: AppState) -> m.LegalMoves:
        r = referee(state)
        s = r.load(game, data.state)
        moves = [legal_move_json(m) for m in game.legal_moves(s)]
        if data.seat is not None:  # a seat's own device sees its own choices only
            moves = [move for move in moves if move["seat"] == data.seat]
        return {"to_act": list(game.to_act(s)), "moves": moves}

    async def apply(
        data: JSONBody[m.ApplyRequest],
        state: AppState,
        if_match: Annotated[str | None, IF_MATCH_HEADER] = None,
    ) -> Response[m.Step]:
        r = referee(state)
        loaded = r.load(game, data.state)
        if if_match is not None and if_match.strip() != "*":
            current = signing.etag(data.state.model_dump(mode="json"))
            if current not in (tag.strip() for tag in if_match.split(",")):
                raise ProblemError(
                    412,
                    "precondition-failed",
                    "Precondition failed",
                    f"the state sent is {current}, not {if_match}: it changed since that state"
                    " was given out (another move was made from it?)",
                )
        s, events = r.advance(game, loaded, data.move)
        return tagged(r.step(game, s, events))

    async def replay(data: JSONBody[m.ReplayRequest], state: AppState) -> Response[m.Step]:
        r = referee(state)
        s, events = r.start(game, data.setup)
        for move in data.moves:
            s, happened = r.advance(game, s, move)
            events.extend(happened)
        return tagged(r.step(game, s, events))

    async def score(data: JSONBody[m.StateRequest], state: AppState) -> Score:
        result = game.score(referee(state).load(game, data.state))
        return {
            "status": result.status,
            "winners": list(result.winners),
            "scores": dict(result.scores),
            "breakdown": dict(result.breakdown),
        }

    async def view(data: JSONBody[m.ViewRequest], state: AppState) -> View:
        return {"view": game.view(referee(state).load(game, data.state), data.seat)}

    async def render(data: JSONBody[m.RenderRequest], state: AppState) -> str:
        return game.render(referee(state).load(game, data.state), data.seat, data.plan)

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
        route_handlers=[
            route("/states", new_game, "Set up a new game", status=201),
            route("/legal-moves", legal_moves, "Who acts and every legal move, with labels"),
            route("/apply", apply, "Apply a move; returns the next state and what happened"),
            route("/replay", replay, "Replay a whole game from its set-up and moves"),
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
