"""RFC 9457 problem details for every error, from one app-level exception handler.

Our errors (engine errors, tampering, wrong game, hints unavailable) and Litestar's own
(validation, unknown route, wrong method, body too large, rate limited) all come out as
``application/problem+json`` with ``type``, ``title``, ``status``, ``detail`` and ``instance``.
"""

from __future__ import annotations

import logging
from http import HTTPStatus
from typing import Any

from litestar import Request, Response
from litestar.exceptions import HTTPException, ValidationException

from games.core.errors import GameError
from service.models import PROBLEM_BASE, WrongGame

PROBLEM_JSON = "application/problem+json"
log = logging.getLogger("gamekeeper.errors")

#: API.md's problem types of errors Litestar raises itself, by status
FRAMEWORK_PROBLEMS = {
    400: ("validation", "Malformed request"),
    404: ("not-found", "Not found"),
    405: ("method-not-allowed", "Method not allowed"),
    413: ("payload-too-large", "Payload too large"),
    415: ("unsupported-media-type", "Unsupported media type"),
    429: ("rate-limited", "Too many requests"),
}
TITLES = {
    "invalid-state": "Invalid state",
    "illegal-move": "Illegal move",
    "game-over": "Game over",
    "validation": "Invalid request",
}


class ProblemError(Exception):
    """An error of ours with its problem type; raise it from handlers and services."""

    def __init__(
        self,
        status: int,
        problem: str,
        title: str,
        detail: str,
        headers: dict[str, str] | None = None,
        **extensions: Any,
    ) -> None:
        super().__init__(detail)
        self.status, self.problem, self.title, self.detail = status, problem, title, detail
        self.headers = headers
        self.extensions = extensions


def tampered(detail: str) -> ProblemError:
    return ProblemError(422, "tampered-state", "Tampered state", detail)


def not_found(detail: str, **extensions: Any) -> ProblemError:
    return ProblemError(404, "not-found", "Not found", detail, **extensions)


def hints_unavailable(detail: str, retry_after: int = 5) -> ProblemError:
    return ProblemError(
        503,
        "hints-unavailable",
        "Hints unavailable",
        detail,
        headers={"Retry-After": str(retry_after)},
    )


def problem_body(
    problem: str, title: str, status: int, detail: str, instance: str | None, **extensions: Any
) -> dict[str, Any]:
    return {
        "type": PROBLEM_BASE + problem,
        "title": title,
        "status": status,
        "detail": detail,
        "instance": instance,
        **extensions,
    }


def _response(
    request: Request,
    problem: str,
    title: str,
    status: int,
    detail: str,
    headers: dict[str, str] | None = None,
    **extensions: Any,
) -> Response:
    body = problem_body(problem, title, status, detail, request.url.path, **extensions)
    return Response(body, status_code=status, media_type=PROBLEM_JSON, headers=headers)


def validation_errors(exc: ValidationException) -> list[dict[str, Any]]:
    """Field errors with their location, from pydantic's errors when they are there."""
    raw = getattr(exc.__cause__, "errors", None)
    if isinstance(raw, list) and raw and isinstance(raw[0], dict) and "loc" in raw[0]:
        return [{"loc": list(e["loc"]), "type": e["type"], "msg": e["msg"]} for e in raw[:50]]
    extra = exc.extra if isinstance(exc.extra, list) else []
    return [
        {"loc": [m["key"]] if m.get("key") else [], "type": "invalid", "msg": m.get("message")}
        for m in extra[:50]
        if isinstance(m, dict)
    ]


def handle_exception(request: Request, exc: Exception) -> Response:
    if isinstance(exc, ProblemError):
        return _response(
            request, exc.problem, exc.title, exc.status, exc.detail, exc.headers, **exc.extensions
        )
    if isinstance(exc, GameError):
        title = TITLES.get(exc.problem, exc.problem)
        return _response(request, exc.problem, title, exc.status, exc.detail, **exc.extensions)
    if isinstance(exc, WrongGame):
        return _response(request, "wrong-game", "Wrong game", 422, str(exc))
    if isinstance(exc, ValidationException):
        errors = validation_errors(exc)
        first = f": {'.'.join(map(str, errors[0]['loc']))}: {errors[0]['msg']}" if errors else ""
        return _response(
            request,
            "validation",
            "Invalid request",
            400,
            f"the request body does not match the schema{first}",
            errors=errors,
        )
    if isinstance(exc, RecursionError):  # the JSON decoder's own depth limit
        return _response(
            request, "validation", "Invalid request", 400, "the JSON body is nested too deeply"
        )
    if isinstance(exc, HTTPException):
        status = exc.status_code
        problem, title = FRAMEWORK_PROBLEMS.get(status, (str(status), HTTPStatus(status).phrase))
        headers = dict(exc.headers or {})
        if status == 429 and "RateLimit-Reset" in headers:
            headers.setdefault("Retry-After", headers["RateLimit-Reset"])
        detail = exc.detail
        if not detail or detail == HTTPStatus(status).phrase:
            detail = f"{HTTPStatus(status).phrase}: {request.method} {request.url.path}"
        return _response(request, problem, title, status, detail, headers)
    log.exception("unhandled error on %s %s", request.method, request.url.path, exc_info=exc)
    return _response(
        request,
        "internal",
        "Internal server error",
        500,
        "an unexpected error occurred; it is logged and it is a bug",
    )
