"""``/play`` as the service serves it: the page and its assets, secured, outside the API's
documents and metrics, and speaking only the public API (no browser needed here)."""

from __future__ import annotations

import re

import pytest

from service.cli import openapi_document
from service.routes.playground import CONTENT_SECURITY_POLICY, PLAYGROUND_DIR

ASSETS = {
    "playground.js": "text/javascript",
    "api.js": "text/javascript",
    "moves.js": "text/javascript",
    "inspector.js": "text/javascript",
    "playground.css": "text/css",
    "match.html": "text/html",
    "match.js": "text/javascript",
}


@pytest.mark.parametrize("path", ["/play", "/play/"])
def test_the_page_is_served_with_a_strict_content_security_policy(client, path):
    page = client.get(path)
    assert page.status_code == 200
    assert page.headers["content-type"].startswith("text/html")
    assert page.headers["content-security-policy"] == CONTENT_SECURITY_POLICY
    assert page.headers["cache-control"] == "no-cache"
    assert '<script type="module" src="/play/playground.js">' in page.text


@pytest.mark.parametrize(("asset", "media_type"), ASSETS.items())
def test_every_asset_is_served(client, asset, media_type):
    answer = client.get(f"/play/{asset}")
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith(media_type)
    assert answer.text == (PLAYGROUND_DIR / asset).read_text()


def test_every_file_of_the_playground_is_an_asset_the_page_needs():
    assert {p.name for p in PLAYGROUND_DIR.iterdir()} == {"index.html", *ASSETS}


def test_an_unknown_asset_is_not_found(client):
    assert client.get("/play/nothing-here.js").status_code == 404


def test_the_playground_is_neither_api_nor_metrics(client):
    assert not [path for path in openapi_document()["paths"] if path.startswith("/play")]
    client.get("/play")
    client.get("/play/playground.js")
    assert 'path="/play' not in client.get("/metrics").text


def test_the_page_calls_only_public_endpoints():
    """Every endpoint the page's API module names is in the OpenAPI document."""
    documented = set(openapi_document()["paths"])
    source = (PLAYGROUND_DIR / "api.js").read_text()
    endpoints = re.findall(r'rules\("([a-z-]+)"', source)
    assert endpoints, "the API module names the game endpoints it calls"
    for endpoint in endpoints:
        assert f"/v1/games/thrag/{endpoint}" in documented, endpoint
    for path in re.findall(r'"(/v1/[a-z/]+)"', source):
        assert path in documented, path
    assert "/v1/hints/{hint_id}" in documented  # hint links are followed as given


def test_the_match_page_calls_only_public_endpoints():
    """Every match endpoint the play-with-friends page names is in the OpenAPI document."""
    documented = set(openapi_document()["paths"])
    source = (PLAYGROUND_DIR / "match.js").read_text()
    paths = {
        re.sub(r"\$\{[^}]+\}", "{match_id}", path)
        for path in re.findall(r'[`"](/v1/matches[^`"]*)[`"]', source)
    }
    assert paths == {
        "/v1/matches",
        "/v1/matches/{match_id}",
        "/v1/matches/{match_id}/moves",
        "/v1/matches/{match_id}/events",
    }
    assert paths <= documented
