"""One ``request`` log event per HTTP request, and the request id that ties the logs together.

The id is the client's ``X-Request-ID`` when it is sane (1 to 128 letters, digits or ``._:-``:
enough for a UUID or a trace id, nothing that could forge a log line), else a new one. It is
returned in the answer's ``X-Request-ID`` header and kept in the ASGI scope's state for the
handlers (a hint job carries it to the worker; an unhandled error's log line names it). It is
passed explicitly rather than bound to structlog's context, which costs more per request.

:class:`RequestLog` wraps the whole Litestar application rather than being one of its
middlewares: route middlewares do not see answers made outside the route (an unknown path,
a 429 of the rate limiter, an error the exception handler turns into a problem), and every
answer must carry the id and be logged.
"""

from __future__ import annotations

import re
import time
import uuid
from typing import Any

import structlog
from litestar.connection import ASGIConnection
from litestar.enums import ScopeType
from litestar.types import ASGIApp, Message, Receive, Scope, Send

HEADER = "X-Request-ID"
_HEADER_KEY = HEADER.lower().encode()
SANE = re.compile(r"[A-Za-z0-9._:-]{1,128}")
STATE_KEY = "request_id"

log = structlog.get_logger("gamekeeper.request")


def request_id_from(given: str | None) -> str:
    """``given`` when it is a sane id, else a new random one."""
    if given is not None and SANE.fullmatch(given):
        return given
    return uuid.uuid4().hex


def request_id_of(connection: ASGIConnection) -> str | None:
    """The id :class:`RequestLog` gave the request a handler is answering."""
    return connection.scope["state"].get(STATE_KEY)


def _header(scope: Scope, key: bytes) -> str | None:
    for name, value in scope["headers"]:
        if name == key:
            return value.decode("latin-1")
    return None


class RequestLog:
    """ASGI wrapper: gives each HTTP request its id, returns it, and logs the answer."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != ScopeType.HTTP:
            await self.app(scope, receive, send)
            return
        request_id = request_id_from(_header(scope, _HEADER_KEY))
        scope.setdefault("state", {})[STATE_KEY] = request_id
        header = (_HEADER_KEY, request_id.encode())
        status = 500  # what the client sees when nothing was sent
        started = time.perf_counter()

        async def send_with_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                message["headers"] = [*message.get("headers", ()), header]
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        finally:
            log.info(
                "request",
                method=scope["method"],
                route=scope.get("path_template"),
                path=scope["path"],
                status=status,
                duration_ms=round((time.perf_counter() - started) * 1000, 3),
                game=_game(scope),
                request_id=request_id,
            )


def _game(scope: Scope) -> Any:
    """The game of the route (its router's ``opt``), when the route is one game's."""
    handler = scope.get("route_handler")
    return handler.opt.get("game") if handler is not None else None
