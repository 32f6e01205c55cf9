"""``/play``: the browser playground, static files served as they are (no build step).

The page is a front end like any other: it uses only the public API, same origin. It is kept
out of the OpenAPI document (it is not part of the API) and out of the request metrics.
"""

from __future__ import annotations

from pathlib import Path

from litestar import Response, Router
from litestar.datastructures import CacheControlHeader
from litestar.static_files import create_static_files_router

PLAYGROUND_DIR = Path(__file__).resolve().parent.parent / "playground"
PATH = "/play"
#: the page loads nothing from elsewhere and runs no inline code: a tampered asset or an
#: injected script would be refused by the browser (and show up in the tests' console checks)
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:;"
    " connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'"
)


def secured(response: Response) -> Response:
    response.headers["Content-Security-Policy"] = CONTENT_SECURITY_POLICY
    response.headers["X-Content-Type-Options"] = "nosniff"
    return response


def playground_router() -> Router:
    """``/play`` (the page) and ``/play/<asset>``, revalidated on every load (no stale JS)."""
    return create_static_files_router(
        path=PATH,
        directories=[PLAYGROUND_DIR],
        html_mode=True,
        name="playground",
        include_in_schema=False,
        cache_control=CacheControlHeader(no_cache=True),
        after_request=secured,
    )
