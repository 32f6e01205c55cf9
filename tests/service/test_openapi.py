"""The committed OpenAPI document is the app's, and it is usable by SDK generators."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from games.core.problems import PROBLEM_BASE, PROBLEM_TYPES
from service.cli import openapi_document, openapi_text

COMMITTED = Path(__file__).parents[2] / "openapi" / "openapi.json"


def resolved(document: dict[str, Any], node: dict[str, Any]) -> dict[str, Any]:
    """``node``, or what it refers to (``{"$ref": "#/components/..."}``)."""
    while "$ref" in node:
        target: Any = document
        for part in node["$ref"].removeprefix("#/").split("/"):
            target = target[part]
        node = target
    return node


def test_committed_openapi_matches_the_app():
    assert COMMITTED.read_text() == openapi_text(), (
        "openapi/openapi.json is stale: run `uv run gamekeeper openapi` and commit it"
    )


#: issue 33: a docs viewer and a generator read it whole (it was 949 KB)
MAX_DOCUMENT_BYTES = 300_000


def test_the_document_is_small_served_and_committed():
    served = json.dumps(openapi_document(), separators=(",", ":"))
    assert len(served.encode()) < MAX_DOCUMENT_BYTES
    assert len(COMMITTED.read_bytes()) < MAX_DOCUMENT_BYTES


def test_moves_are_tagged_unions_and_every_endpoint_has_an_example():
    document = json.loads(openapi_text())
    move = document["components"]["schemas"]["ThragApplyRequest"]["properties"]["move"]
    assert move == {"$ref": "#/components/schemas/ThragMove"}  # one union, named, per game
    move = resolved(document, move)
    assert move["discriminator"]["propertyName"] == "type"
    assert move["discriminator"]["mapping"]["fight"] == "#/components/schemas/ThragFightMove"
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            bodies = operation.get("requestBody", {}).get("content", {}).values()
            answers = [
                c
                for r in operation["responses"].values()
                for c in resolved(document, r).get("content", {}).values()
            ]
            assert any("examples" in c for c in [*bodies, *answers]), f"{method} {path}"


def test_every_rules_endpoint_documents_its_problems():
    document = json.loads(openapi_text())
    apply = document["paths"]["/v1/games/thrag/apply"]["post"]["responses"]
    assert apply["422"] == {"$ref": "#/components/responses/Problem422"}  # written once
    problems = resolved(document, apply["422"])["content"]["application/problem+json"]["examples"]
    assert set(problems) == {"illegal-move", "invalid-state", "tampered-state", "wrong-game"}
    assert {"400", "404", "409", "413"} <= set(apply)


def test_no_schema_is_titled_so_generators_name_it_after_its_component():
    """pydantic's titles (class names) repeat across games (``State``); issue 33: size."""
    schemas = json.loads(openapi_text())["components"]["schemas"]
    assert not [name for name, schema in schemas.items() if "title" in schema]


def test_every_move_requires_its_tag():
    schemas = json.loads(openapi_text())["components"]["schemas"]
    for game in ("Thrag", "Trogdor", "TrollParty"):
        mapping = schemas[f"{game}Move"]["discriminator"]["mapping"]
        for tag, ref in mapping.items():
            move = schemas[ref.rsplit("/", 1)[-1]]
            assert "type" in move["required"], ref
            assert move["properties"]["type"]["const"] == tag
            assert move["additionalProperties"] is False  # clients compose moves: strict


def test_problem_types_are_the_table_and_every_error_is_a_problem():
    document = json.loads(openapi_text())
    problem_type = document["components"]["schemas"]["Problem"]["properties"]["type"]
    assert problem_type["enum"] == [PROBLEM_BASE + kind for kind in PROBLEM_TYPES]
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            for status, answer in operation["responses"].items():
                response = resolved(document, answer)
                if int(status) >= 400 and not path.startswith("/health"):
                    schema = response["content"]["application/problem+json"]["schema"]
                    assert schema == {"$ref": "#/components/schemas/Problem"}, (method, path)
                if status in ("429", "503") and "application/problem+json" in response.get(
                    "content", {}
                ):
                    assert "Retry-After" in response["headers"], (method, path, status)


def test_states_are_open_and_the_headers_declared():
    document = json.loads(openapi_text())
    schemas = document["components"]["schemas"]
    assert "additionalProperties" not in schemas["TrollPartyState"]
    assert schemas["TrollPartyApplyRequest"]["additionalProperties"] is False
    apply = document["paths"]["/v1/games/trogdor/apply"]["post"]["responses"]
    assert apply["200"]["headers"]["ETag"]["schema"] == {"type": "string"}
    hint = document["paths"]["/v1/games/thrag/hints"]["post"]["responses"]
    assert "Location" in hint["202"]["headers"]
