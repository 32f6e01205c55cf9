"""Contract fuzzing: schemathesis against the app's own OpenAPI document, over HTTP.

Every operation gets generated requests, valid (positive) and invalid (negative). Checks: no
5xx, every answer conforms to the documented schema, status codes, content types and headers,
schema-invalid requests are refused, and every error is problem+json. Schema-valid requests
may still be refused: a state can match the schema and break a rule (422 invalid-state), which
JSON Schema cannot express, so schemathesis' positive-data-acceptance check is not used.
``GAMEKEEPER_FUZZ_EXAMPLES`` (default 20 per operation and mode) sets the size of the run.
"""

from __future__ import annotations

import os

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    negative_data_rejection,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from service.cli import openapi_document

CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
    negative_data_rejection,
]
EXAMPLES = int(os.environ.get("GAMEKEEPER_FUZZ_EXAMPLES", "20"))
SCHEMA = schemathesis.openapi.from_dict(openapi_document())
OPERATIONS = [result.ok() for result in SCHEMA.get_all_operations()]


@pytest.mark.parametrize(
    "mode", [GenerationMode.POSITIVE, GenerationMode.NEGATIVE], ids=["positive", "negative"]
)
@pytest.mark.parametrize("operation", OPERATIONS, ids=lambda op: f"{op.method.upper()} {op.path}")
def test_every_operation_honours_its_contract(operation, mode, api_url, fuzz_counter):
    @given(case=operation.as_strategy(generation_mode=mode))
    @settings(
        max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck), database=None
    )
    def run(case):
        fuzz_counter.append(1)
        response = case.call_and_validate(base_url=api_url, checks=CHECKS)
        if response.status_code >= 400:
            assert response.headers["content-type"][0].startswith("application/problem+json")

    try:
        run()
    except Unsatisfiable:
        pytest.skip("schemathesis finds no invalid input for this operation")


@pytest.fixture(scope="module")
def fuzz_counter():
    cases: list[int] = []
    yield cases
    print(f"\nschemathesis: {len(cases)} cases over {len(OPERATIONS)} operations")
