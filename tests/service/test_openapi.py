"""The committed OpenAPI document is the app's, and it is usable by SDK generators."""

from __future__ import annotations

import json
from pathlib import Path

from service.cli import openapi_text

COMMITTED = Path(__file__).parents[2] / "openapi" / "openapi.json"


def test_committed_openapi_matches_the_app():
    assert COMMITTED.read_text() == openapi_text(), (
        "openapi/openapi.json is stale: run `uv run gamekeeper openapi` and commit it"
    )


def test_moves_are_tagged_unions_and_every_endpoint_has_an_example():
    document = json.loads(openapi_text())
    move = document["components"]["schemas"]["ThragApplyRequest"]["properties"]["move"]
    assert move["discriminator"]["propertyName"] == "type"
    assert move["discriminator"]["mapping"]["fight"] == "#/components/schemas/ThragFightMove"
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            bodies = operation.get("requestBody", {}).get("content", {}).values()
            answers = [
                c for r in operation["responses"].values() for c in r.get("content", {}).values()
            ]
            assert any("examples" in c for c in [*bodies, *answers]), f"{method} {path}"


def test_every_rules_endpoint_documents_its_problems():
    document = json.loads(openapi_text())
    apply = document["paths"]["/v1/games/thrag/apply"]["post"]["responses"]
    problems = apply["422"]["content"]["application/problem+json"]["examples"]
    assert set(problems) == {"illegal-move", "invalid-state", "tampered-state", "wrong-game"}
    assert {"400", "404", "409", "413"} <= set(apply)
