"""Every request example in the OpenAPI document is a request the server accepts.

A new user tries the documented examples first (docs viewers send them as they are); one the
server refused would teach the wrong shape.
"""

from __future__ import annotations

import json

import pytest

from tests.service.test_openapi import COMMITTED, resolved

DOC = json.loads(COMMITTED.read_text())
EXAMPLES = [
    pytest.param(path, method, media, resolved(DOC, example)["value"], id=f"{method} {path} {name}")
    for path, item in DOC["paths"].items()
    for method, operation in item.items()
    for media, content in operation.get("requestBody", {}).get("content", {}).items()
    for name, example in content.get("examples", {}).items()
]


def test_there_are_request_examples():
    assert len(EXAMPLES) >= 20


@pytest.mark.parametrize(("path", "method", "media", "body"), EXAMPLES)
def test_the_server_accepts_every_request_example(client, path, method, media, body):
    answer = client.request(method, path, json=body, headers={"Content-Type": media})
    assert answer.status_code < 300, answer.text
