"""The generated Python client: made without a warning, and ready for tomorrow's server.

The API changes only by adding; a client generated today must keep a field it does not know
yet (a state's new key) on the round trip, or the next call fails as a tampered state.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from service.python_client import COMMITTED
from tests.sdk.conftest import DOCUMENT
from tests.service.test_openapi import resolved

DOC = json.loads(DOCUMENT.read_text())


def request_example(path: str) -> dict[str, Any]:
    content = DOC["paths"][path]["post"]["requestBody"]["content"]["application/json"]
    return resolved(DOC, next(iter(content["examples"].values())))["value"]


def test_the_generator_warns_about_nothing(generated):
    _, printed = generated
    for sign in ("Warning", "WARNING", "Unable to", "will not be generated", "omitted"):
        assert sign not in printed, printed


def test_the_committed_client_is_what_the_committed_document_generates(generated):
    """``gamekeeper openapi`` remakes both: a document changed without its client fails here."""
    fresh, _ = generated

    def files(root: Path) -> dict[str, bytes]:
        return {
            str(path.relative_to(root)): path.read_bytes() for path in sorted(root.rglob("*.py"))
        }

    committed, made = files(COMMITTED), files(fresh)
    stale = sorted(name for name in committed.keys() | made.keys()
                   if committed.get(name) != made.get(name))  # fmt: skip
    assert not stale, (
        f"clients/python/gamekeeper_client is stale (run `gamekeeper openapi`): {stale[:10]}"
    )


@pytest.mark.parametrize("game", ["thrag", "trogdor", "troll-party"])
def test_a_state_keeps_fields_added_later_on_the_round_trip(sdk, game):
    state = request_example(f"/v1/games/{game}/score")["state"]
    prefix = "".join(part.capitalize() for part in game.split("-"))
    tomorrow = {
        **state,
        "added_later": {"anything": [1, "two"]},
        "options": {**state["options"], "new_option": True},
    }
    parsed = getattr(sdk.models, prefix + "State").from_dict(tomorrow)
    assert parsed.to_dict() == tomorrow
    request = getattr(sdk.models, prefix + "StateRequest")(state=parsed)
    assert request.to_dict() == {"state": tomorrow}


def test_an_answer_with_an_added_field_parses(sdk):
    hint = DOC["paths"]["/v1/hints/{hint_id}"]["get"]["responses"]["200"]["content"]
    value = next(iter(hint["application/json"]["examples"].values()))["value"]
    added = {**value, "eta_ms": 10, "result": {**value["result"], "confidence": "high"}}
    assert sdk.models.Hint.from_dict(added).to_dict() == added
