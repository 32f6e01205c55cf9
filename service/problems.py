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
from games.core.problems import PROBLEM_TYPES, problem
from service.models import WrongGame
from service.request_log import request_id_of

PROBLEM_JSON = "application/problem+json"
log = logging.getLogger("gamekeeper.errors")

#: the problem types of errors Litestar raises itself, by status
FRAMEWORK_PROBLEMS = {
    PROBLEM_TYPES[kind].status: kind
    for kind in (
        "validation",
        "not-found",
        "method-not-allowed",
        "payload-too-large",
        "unsupported-media-type",
        "rate-limited",
    )
}


class ProblemError(Exception):
    """An error of ours with its problem type; raise it from handlers and services."""

    def __init__(
        self, problem: str, detail: str, headers: dict[str, str] | None = None, **extensions: Any
    ) -> None:
        super().__init__(detail)
        self.problem, self.detail, self.headers = problem, detail, headers
        self.extensions = extensions


def tampered(detail: str) -> ProblemError:
    return ProblemError("tampered-state", detail)


def not_found(detail: str, **extensions: Any) -> ProblemError:
    return ProblemError("not-found", detail, **extensions)


def hints_unavailable(detail: str, retry_after: int = 5) -> ProblemError:
    return ProblemError("hints-unavailable", detail, headers={"Retry-After": str(retry_after)})


def _response(
    request: Request,
    kind: str,
    detail: str,
    headers: dict[str, str] | None = None,
    **extensions: Any,
) -> Response:
    body = problem(kind, detail, request.url.path, **extensions)
    return Response(body, status_code=body["status"], media_type=PROBLEM_JSON, headers=headers)


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


def unknown_field_of_a_state(error: dict[str, Any]) -> bool:
    """A field the state's model does not have. The document declares states open (clients send
    back what they were given, fields added later included), so a state with one is well formed,
    only not one of this version's: ``422 invalid-state``, not ``400``, whatever else is wrong
    with it (issue 28, L3)."""
    loc = error["loc"]
    return error["type"] == "extra_forbidden" and len(loc) > 1 and loc[0] == "state"


def handle_exception(request: Request, exc: Exception) -> Response:
    if isinstance(exc, ProblemError):
        return _response(request, exc.problem, exc.detail, exc.headers, **exc.extensions)
    if isinstance(exc, GameError):
        return _response(request, exc.problem, exc.detail, **exc.extensions)
    if isinstance(exc, WrongGame):
        return _response(request, "wrong-game", str(exc))
    if isinstance(exc, ValidationException):
        errors = validation_errors(exc)
        if any(unknown_field_of_a_state(e) for e in errors) and all(
            e["loc"][:1] == ["state"] for e in errors
        ):
            where = ", ".join(".".join(map(str, e["loc"])) for e in errors[:5])
            return _response(
                request,
                "invalid-state",
                f"the state has fields this version of the service does not know ({where}): send"
                " a state back as it was received",
                errors=errors,
            )
        first = f": {'.'.join(map(str, errors[0]['loc']))}: {errors[0]['msg']}" if errors else ""
        return _response(
            request,
            "validation",
            f"the request body does not match the schema{first}",
            errors=errors,
        )
    if isinstance(exc, RecursionError):  # the JSON decoder's own depth limit
        return _response(request, "validation", "the JSON body is nested too deeply")
    if isinstance(exc, HTTPException) and exc.status_code < 500:
        status = exc.status_code
        headers = dict(exc.headers or {})
        if status == 429 and "RateLimit-Reset" in headers:
            headers.setdefault("Retry-After", headers["RateLimit-Reset"])
        detail = exc.detail
        if not detail or detail == HTTPStatus(status).phrase:
            detail = f"{HTTPStatus(status).phrase}: {request.method} {request.url.path}"
        # a client error Litestar raises that the API does not name is a malformed request
        return _response(request, FRAMEWORK_PROBLEMS.get(status, "validation"), detail, headers)
    log.exception(
        "unhandled error on %s %s",
        request.method,
        request.url.path,
        exc_info=exc,
        extra={"request_id": request_id_of(request)},
    )
    return _response(
        request, "internal", "an unexpected error occurred; it is logged and it is a bug"
    )
