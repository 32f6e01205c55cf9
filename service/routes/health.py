"""Liveness and readiness: ``/health/ready`` says what is missing (Redis, workers).

Readiness counts the workers that heartbeat now (every few seconds, idle or busy), not rq's
registry, which keeps a killed worker for minutes (issue 28, L2). The answer is public: it
names no host, port or credential, only the kind of error (L5); the logs have the rest.
"""

import logging
from typing import Any

import redis
from litestar import Controller, Response, get
from litestar.datastructures import State as AppState

from service.openapi_docs import READY_EXAMPLE, ok_example

log = logging.getLogger("gamekeeper.health")


class HealthController(Controller):
    path = "/health"
    tags = ["health"]

    @get(
        "/live",
        operation_id="live",
        summary="The API process answers",
        responses=ok_example(dict[str, str], "Live", {"status": "live"}),
    )
    async def live(self) -> dict[str, str]:
        return {"status": "live"}

    @get(
        "/ready",
        sync_to_thread=True,  # Redis calls block: keep them off the event loop
        operation_id="ready",
        summary="Redis reachable and workers running",
        responses={
            **ok_example(dict[str, Any], "Ready", READY_EXAMPLE),
            **ok_example(
                dict[str, Any],
                "Not ready: what is missing",
                {
                    **READY_EXAMPLE,
                    "status": "not-ready",
                    "workers": 0,
                    "missing": ["workers: no hint worker is running"],
                },
                503,
            ),
        },
    )
    def ready(self, state: AppState) -> Response[dict[str, Any]]:
        queues = state.hint_queues
        missing: list[str] = []
        workers, depth, redis_up = 0, {}, True
        try:
            queues.connection.ping()
            workers = queues.live_workers()
            depth = queues.depth()
        except redis.RedisError as error:
            redis_up = False
            log.warning("readiness: Redis unreachable: %s", error)
            missing.append(f"redis: unreachable ({error.__class__.__name__})")
        if not missing and workers == 0:
            missing.append("workers: no hint worker is running")
        body = {
            "status": "ready" if not missing else "not-ready",
            "redis": "up" if redis_up else "down",
            "workers": workers,
            "queues": depth,
            "missing": missing,
        }
        return Response(body, status_code=200 if not missing else 503)
