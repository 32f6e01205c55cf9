"""Hint endpoints: ``POST /v1/games/{game}/hints`` (per game) and ``/v1/hints/{id}``.

``create_hint`` is annotated with the name ``"HintRequest"``, bound per game as in
:mod:`service.routes.play`.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated, Any

import anyio
import redis
from litestar import Controller, Request, Response, Router, delete, get, post
from litestar.datastructures import ResponseHeader
from litestar.datastructures import State as AppState
from litestar.params import FromPath, HeaderParameter, JSONBody

from games.core.errors import IllegalMove
from games.core.game import Game
from service.models import Hint, models_for
from service.openapi_docs import HINT_EXAMPLE, examples_for, ok_example, problem_responses
from service.problems import ProblemError, hints_unavailable, not_found
from service.referee import Referee, forbidden_seat
from service.request_log import request_id_of
from service.routes.play import SeatToken
from solvers.hints import kinds_for
from workers.hints import HintJob, HintQueues, HintStatus, NoWorkers, QueueFull

LOCATION_HEADER = ResponseHeader(
    name="Location",
    documentation_only=True,
    description="202 only: the hint's URL, to poll with GET",
)

#: the longest a ``GET /v1/hints/{id}`` holds its answer for ``Prefer: wait`` (RFC 7240)
MAX_WAIT_S = 20
#: how often a held request looks at its job again
WAIT_POLL_S = 0.05
PREFER_WAIT = re.compile(r"(?:^|[,;\s])wait\s*=\s*(\d+)", re.IGNORECASE)
PREFER_HEADER = HeaderParameter(
    name="Prefer",
    description=f"`wait=N` (RFC 7240): hold the answer up to N seconds (at most {MAX_WAIT_S})"
    " until the hint is finished, failed or canceled, instead of polling; the answer says"
    " `Preference-Applied: wait=N`",
)
PREFERENCE_APPLIED_HEADER = ResponseHeader(
    name="Preference-Applied",
    documentation_only=True,
    description="`wait=N` when the request's `Prefer: wait` was honoured (N capped)",
)
PENDING = ("queued", "started")

if TYPE_CHECKING:
    from service.models import HintRequestBase as HintRequest


def hint_json(hint: HintStatus) -> dict[str, Any]:
    return {
        "id": hint.id,
        "game": hint.game,
        "status": hint.status,
        "kind": hint.kind,
        "result": None if hint.result is None else {"kind": hint.kind, **hint.result},
        "error": hint.error,
        "request_id": hint.request_id,
        "links": {"self": f"/v1/hints/{hint.id}"},
    }


def queues(state: AppState) -> HintQueues:
    return state.hint_queues


def redis_down(error: Exception) -> ProblemError:
    return hints_unavailable(
        f"the hint queue (Redis) cannot be reached: {error.__class__.__name__}"
    )


def existing_hint(action: Callable[[str], HintStatus | None], hint_id: str) -> Hint:
    """``action`` (look up, cancel) on a hint that must exist, as the API answers it."""
    try:
        hint = action(hint_id)
    except redis.RedisError as error:
        raise redis_down(error) from error
    if hint is None:
        raise not_found(
            f"the hint service does not know hint {hint_id!r} (expired, lost when its Redis"
            " restarted, or never made): ask for it again (POST the same request)"
        )
    return Hint.model_validate(hint_json(hint))


def queued(hint_queues: HintQueues, job: HintJob, request_id: str | None) -> Response[Hint]:
    """``job`` queued (or answered from its cache): 202 with its Location, 200 when solved; a
    full queue, no worker or no Redis is 503 with ``Retry-After``. Blocks on Redis: call it
    from a thread."""
    try:
        hint = hint_queues.submit(job, request_id)
    except QueueFull as error:
        raise hints_unavailable(f"{error}; try again shortly", retry_after=10) from error
    except NoWorkers as error:
        raise hints_unavailable(f"{error}; try again shortly", retry_after=5) from error
    except redis.RedisError as error:
        raise redis_down(error) from error
    body = Hint.model_validate(hint_json(hint))
    if hint.status == "finished":
        return Response(body, status_code=200)
    return Response(body, status_code=202, headers={"Location": body.links.self})


def preferred_wait(prefer: str | None) -> int:
    """The seconds ``Prefer: wait=N`` asks to hold the answer, capped; 0 without it."""
    match = PREFER_WAIT.search(prefer or "")
    if match is None:
        return 0
    digits = match.group(1)  # never int() a client's thousand digits
    return MAX_WAIT_S if len(digits) > 3 else min(int(digits), MAX_WAIT_S)


def hint_router(game: Game, rate_limit_middleware) -> Router:
    m = models_for(game)

    def create_hint(
        data: JSONBody[HintRequest],
        state: AppState,
        request: Request,
        seat_token: SeatToken = None,
    ) -> Response[Hint]:
        referee: Referee = state.referee
        held = referee.load(game, data.state)
        s = held.state
        referee.seat_proven(game, held, data.seat, seat_token)  # a wrong token: 403, always
        if referee.is_sealed(game, s) and game.max_players > 1:  # a hint sees the hidden state
            if data.seat is None:
                raise forbidden_seat("a hint in a game with hidden information is for one seat")
            referee.require_seat(game, held, data.seat, seat_token, "a hint for a seat")
        kind = kinds_for(game.id)[data.kind]
        budget = data.budget_ms if data.budget_ms is not None else kind.default_budget_ms
        if budget > kind.max_budget_ms:
            raise ProblemError(
                "validation",
                f"budget_ms {budget} is over {kind.name}'s limit of {kind.max_budget_ms} ms",
            )
        if game.is_over(s):
            raise IllegalMove(f"the game is over ({game.status(s)}): there is nothing to hint")
        to_act = game.to_act(s)
        if not to_act:
            raise IllegalMove("a chance event is pending: resolve it before asking for a hint")
        if data.seat is not None and data.seat not in to_act:
            raise IllegalMove(f"seat {data.seat} is not to act (to act: {list(to_act)})")
        # the job gets the whole state: the API unseals, so the workers need no secret
        job = HintJob(game.id, data.kind, game.to_wire(s), data.seat, budget)
        return queued(queues(state), job, request_id_of(request))

    handler = post(
        "/hints",
        sync_to_thread=True,  # Redis calls block: keep them off the event loop
        status_code=202,
        operation_id=f"{game.id.replace('-', '_')}_create_hint",
        name=f"{game.id}:create_hint",
        summary="Ask for a hint: solved by a background worker; poll the Location",
        operation_class=examples_for(game).operation("create_hint"),
        middleware=[rate_limit_middleware],
        responses=examples_for(game).hint_responses(),
        response_headers=[LOCATION_HEADER],
    )(create_hint)
    return Router(
        path=f"/v1/games/{game.id}",
        tags=[game.id],
        opt={"game": game.id},  # for the request log
        signature_namespace={"HintRequest": m.HintRequest},
        route_handlers=[handler],
    )


class HintController(Controller):
    path = "/v1/hints"
    tags = ["hints"]

    @get(
        "/{hint_id:str}",
        operation_id="get_hint",
        response_headers=[PREFERENCE_APPLIED_HEADER],
        summary="A hint's status and result",
        responses={
            **ok_example(Hint, "A finished hint", HINT_EXAMPLE),
            **problem_responses(400, 404, 503),
        },
    )
    async def get_hint(
        self,
        hint_id: FromPath[str],
        state: AppState,
        prefer: Annotated[str | None, PREFER_HEADER] = None,
    ) -> Response[Hint]:
        """With ``Prefer: wait=N`` the answer waits for the hint to end (a client needs no
        polling loop); the wait holds no thread, only this request's coroutine."""
        wait = preferred_wait(prefer)
        deadline = time.monotonic() + wait
        while True:
            hint = await anyio.to_thread.run_sync(existing_hint, queues(state).get, hint_id)
            if hint.status not in PENDING or time.monotonic() >= deadline:
                break
            await anyio.sleep(WAIT_POLL_S)
        headers = {"Preference-Applied": f"wait={wait}"} if prefer and wait else {}
        return Response(hint, headers=headers)

    @delete(
        "/{hint_id:str}",
        sync_to_thread=True,
        operation_id="cancel_hint",
        status_code=202,
        summary="Cancel a queued or running hint",
        responses={
            **ok_example(
                Hint,
                "Cancellation asked",
                {**HINT_EXAMPLE, "status": "canceled", "result": None},
                202,
            ),
            **problem_responses(400, 404, 503),
        },
    )
    def cancel_hint(self, hint_id: FromPath[str], state: AppState) -> Hint:
        return existing_hint(queues(state).cancel, hint_id)
