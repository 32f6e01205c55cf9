"""Request bodies are JSON: another declared media type is ``415 unsupported-media-type``.

Every body the API takes is JSON. A body sent as a form (``curl -d`` without a header) or as
text would otherwise be parsed as JSON all the same, and a client that sent the wrong type would
never learn it. A body without a ``Content-Type`` is read as JSON, as most clients expect.
"""

from __future__ import annotations

from litestar.connection import ASGIConnection
from litestar.handlers.base import BaseRouteHandler

from service.problems import ProblemError

#: methods whose requests carry a body
WITH_BODY = frozenset({"POST", "PUT", "PATCH"})


def is_json(content_type: str) -> bool:
    """``application/json`` or a ``+json`` type, with any parameters (``; charset=utf-8``)."""
    media = content_type.split(";", 1)[0].strip().lower()
    return media == "application/json" or (
        media.startswith("application/") and media.endswith("+json")
    )


async def json_bodies_only(connection: ASGIConnection, handler: BaseRouteHandler) -> None:
    """A guard: refuse a request whose handler reads a body, sent as another media type.

    ``async`` though it awaits nothing: Litestar runs a synchronous guard in its thread pool,
    a hand-over that cost every request (``/health/live`` too) more CPU than the check (issue
    29)."""
    if connection.scope.get("method") not in WITH_BODY:
        return
    if "data" not in handler.parsed_fn_signature.parameters:
        return
    declared = connection.headers.get("content-type")
    if declared is not None and not is_json(declared):
        raise ProblemError(
            "unsupported-media-type",
            f"the request body must be JSON (Content-Type: application/json), not {declared!r}",
        )
