"""The document is as strict as the server (issue 28, L3): every request the OpenAPI document
accepts, the server accepts as well formed. Schemathesis generates schema-valid requests
(positive data) for every operation; none may be refused as malformed (400 validation, 413,
415) nor fail (5xx). A well-formed request may still be refused for what no JSON Schema can
say: a state that breaks a rule or is not ours (422), a seat without its token (403), a hint
the service does not know (404), one it cannot take now (503), or too many (429); and set-up
options that break a rule written in code, which the document states in words (each weapon
once, a map's tile counts, a content pack's cross references: ``400`` whose every error is a
``value_error``). The audit found generated clients building requests the server refused
(``minLength`` on ``array | null`` unions, missing patterns and minimums)."""

from __future__ import annotations

import os

import pytest
import schemathesis
from hypothesis import HealthCheck, Phase, given, settings
from schemathesis import GenerationMode

from service.cli import openapi_document

EXAMPLES = int(os.environ.get("GAMEKEEPER_FUZZ_EXAMPLES", "20"))
SCHEMA = schemathesis.openapi.from_dict(openapi_document())
OPERATIONS = [result.ok() for result in SCHEMA.get_all_operations()]
#: what a well-formed request may be refused with: what the request means, not its form
SEMANTIC = {403, 404, 412, 422, 429, 503}


def a_rule_in_code(response) -> bool:
    """A 400 for a rule checked in code, not a shape: the set-up's rules (no field errors:
    ``first_player`` 2 of 2 seats, one keeper per seat), or field errors that are all a
    model's own checks (``value_error``)."""
    if response.status_code != 400:
        return False
    errors = response.json().get("errors")
    if not errors:
        return True
    checks = [tuple(error["loc"]) for error in errors if error.get("type") == "value_error"]
    # pydantic reports every branch of a union: a value that fails a model's check in one
    # branch (Trogdor's ``CustomMap.tiles``, rows of at most 5) also fails the other
    # branch's shape (``literal['easy','normal','hard']``); the check is what refused it
    return bool(checks) and all(
        error.get("type") == "value_error"
        or any(check[: len(error["loc"]) - 1] == tuple(error["loc"][:-1]) for check in checks)
        for error in errors
    )


def well_formed_is_accepted(ctx, response, case) -> None:
    status = response.status_code
    assert status < 300 or status in SEMANTIC or a_rule_in_code(response), (
        f"{case.operation.label}: a request the document accepts was refused with {status}:"
        f" {response.text[:500]}\nbody: {str(case.body)[:500]}"
    )


@pytest.mark.parametrize("operation", OPERATIONS, ids=lambda op: f"{op.method.upper()} {op.path}")
def test_every_request_the_document_accepts_the_server_accepts(operation, api_url):
    @given(case=operation.as_strategy(generation_mode=GenerationMode.POSITIVE))
    @settings(
        max_examples=EXAMPLES,
        deadline=None,
        suppress_health_check=list(HealthCheck),
        database=None,
        phases=[Phase.explicit, Phase.generate],  # a failure reads as it is: no shrinking
    )
    def run(case):
        response = case.call(base_url=api_url)
        well_formed_is_accepted(None, response, case)

    run()
