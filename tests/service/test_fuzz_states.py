"""Contract fuzzing with REAL states: schemathesis cases whose state comes from a seeded game.

Generated states (test_fuzz.py) rarely pass the rules, so the rules themselves are barely
reached. Here every operation whose body has a ``state`` gets schemathesis cases (positive
mode) whose state is a real one, from seeded games played over HTTP, mutated by a hypothesis
strategy (so failures shrink): left as it is, a field dropped, a number out of range, a list
shortened or emptied, a type swapped, a position moved off the board. ``apply`` often gets a
legal move of the unmutated state, so the request gets past move validation. Table-mode states
carry no signature, so the rules must catch the mutations; digital-mode states are mutated too,
and any change of meaning must be refused (4xx: tampered-state, or validation, wrong-game...).
Checks as in test_fuzz.py but negative-data rejection (a mutated state may match the schema):
no 5xx, answers conform to the documented schema, status codes, content types and headers, and
every error is problem+json; every hint the API accepted ends without a server-side failure.
``GAMEKEEPER_FUZZ_STATE_EXAMPLES`` (default 40 per operation) sets the size of the run.
"""

from __future__ import annotations

import copy
import os
import random
import time
from collections import Counter
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError
from schemathesis import GenerationMode
from schemathesis.specs.openapi.checks import negative_data_rejection

from games.core.registry import all_games
from service.seat_tokens import HEADER
from tests.service.test_fuzz import CHECKS as CONTRACT_CHECKS
from tests.service.test_fuzz import SCHEMA

CHECKS = [check for check in CONTRACT_CHECKS if check is not negative_data_rejection]
EXAMPLES = int(os.environ.get("GAMEKEEPER_FUZZ_STATE_EXAMPLES", "40"))
OPERATIONS = [
    op
    for op in (result.ok() for result in SCHEMA.get_all_operations())
    if any("state" in body.resolved_schema.get("properties", {}) for body in op.body)
]
KINDS = ("none", "drop", "range", "shorten", "swap", "off-board")  # "none" first: shrinks to it
SWAPS = ["x", None, [], {}, True, 3, {"row": 9, "col": -4}]


def nodes(value: Any, path: tuple = ()) -> Iterator[tuple[tuple, Any]]:
    """(path, value) of every node of a JSON value but the root."""
    if isinstance(value, dict | list):
        for key, child in value.items() if isinstance(value, dict) else enumerate(value):
            yield (*path, key), child
            yield from nodes(child, (*path, key))


def is_position(value: Any) -> bool:
    return isinstance(value, dict) and {"row", "col"} <= value.keys()


def targets(kind: str, state: dict) -> list[tuple]:
    """The paths where a mutation of this kind applies."""
    fits = {
        "drop": lambda path, value: isinstance(path[-1], str),
        "range": lambda path, value: isinstance(value, int) and not isinstance(value, bool),
        "shorten": lambda path, value: isinstance(value, list) and value != [],
        "swap": lambda path, value: True,
        "off-board": lambda path, value: (
            is_position(value) or (isinstance(value, list) and any(is_position(v) for v in value))
        ),
    }[kind]
    return [path for path, value in nodes(state) if fits(path, value)]


@st.composite
def mutated(draw, state: dict) -> tuple[str, dict]:
    """(kind, state): the state as it is, or a copy with one mutation at a drawn path."""
    kind = draw(st.sampled_from([k for k in KINDS if k == "none" or targets(k, state)]))
    if kind == "none":
        return kind, state
    result = copy.deepcopy(state)
    path = draw(st.sampled_from(targets(kind, result)))
    parent = result
    for key in path[:-1]:
        parent = parent[key]
    key, value = path[-1], parent[path[-1]]
    size = len(state.get("board") or [None] * 5)  # the board's side, 5 when there is none
    off = st.sampled_from([-1, size, 9, -4, 10**9])
    if kind == "drop":
        del parent[key]
    elif kind == "range":
        parent[key] = draw(st.sampled_from([-1, 0, size, len(parent), 26, 10**9, 2**70, -(2**70)]))
    elif kind == "shorten":
        parent[key] = value[: draw(st.integers(0, len(value) - 1))]
    elif kind == "swap":
        parent[key] = draw(st.sampled_from(SWAPS))
    elif is_position(value):
        value[draw(st.sampled_from(["row", "col"]))] = draw(off)
    else:  # a list of positions: one more, off the board
        value.append({"row": draw(off), "col": draw(off)})
    return kind, result


@st.composite
def real_state(draw, states: list[tuple[dict, list, list]]) -> tuple[dict, str, dict, Any, list]:
    """(state, mutation kind, mutated state, a legal move of the state or None, the game's seat
    tokens: none in table mode)."""
    state, legal_moves, tokens = draw(st.sampled_from(states))
    kind, forged = draw(mutated(state))
    return state, kind, forged, draw(st.sampled_from([*legal_moves, None])), tokens


def seeded_states(http: httpx.Client, game, mode: str, count: int) -> list[tuple[dict, list, list]]:
    """(state, its legal moves, the seat tokens) of a seeded game, a few random legal moves
    apart; each move made with its seat's token."""
    rng = random.Random(f"{game.id}-{mode}")
    step = http.post(
        f"/v1/games/{game.id}/states",
        json={"players": game.max_players, "mode": mode, "seed": 3},
    ).json()
    steps, tokens = [step], step.get("seat_tokens") or []
    for _ in range(60):
        if not step["legal_moves"]:
            break
        legal = rng.choice(step["legal_moves"])
        body = {"state": step["state"], "move": legal["move"]}
        seat = legal["seat"]
        token = {HEADER: tokens[seat]} if tokens and seat is not None else {}
        step = http.post(f"/v1/games/{game.id}/apply", json=body, headers=token).json()
        steps.append(step)
    kept = steps[:: max(1, len(steps) // count)]
    return [(s["state"], [legal["move"] for legal in s["legal_moves"]], tokens) for s in kept]


@pytest.fixture(scope="module")
def real_states(api_url: str) -> dict[str, list[tuple[dict, list, list]]]:
    """Per game: table-mode states first (they are the most), then digital-mode ones."""
    with httpx.Client(base_url=api_url, timeout=30) as http:
        return {
            game.id: seeded_states(http, game, "table", 6) + seeded_states(http, game, "digital", 2)
            for game in all_games().values()
        }


@pytest.mark.parametrize("operation", OPERATIONS, ids=lambda op: f"{op.method.upper()} {op.path}")
def test_real_states_mutated_honour_the_contract(operation, api_url, real_states, fuzz_counter):
    game = all_games()[operation.path.split("/")[3]]
    endpoint = operation.path.rsplit("/", 1)[1]
    answers: Counter = Counter()
    hints: set[str] = set()

    @given(  # the real state first: draws made after a large case lean to their simplest
        real=real_state(real_states[game.id]),
        case=operation.as_strategy(generation_mode=GenerationMode.POSITIVE),
    )
    @settings(
        max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck), database=None
    )
    def run(real, case):
        state, kind, forged, move, tokens = real
        case.body["state"] = forged
        if endpoint == "apply" and move is not None:  # and no If-Match to stop it first
            case.body["move"] = move
            case.headers = {k: v for k, v in (case.headers or {}).items() if k != "If-Match"}
            if tokens and move.get("seat") is not None:  # the mover's token: on to the rules
                case.headers[HEADER] = tokens[move["seat"]]
        if endpoint == "hints":  # the session's workers are shared: keep their jobs short
            case.body["budget_ms"] = min(case.body.get("budget_ms") or 50, 50)
        response = case.call_and_validate(base_url=api_url, checks=CHECKS)
        fuzz_counter[f"{state['mode']} {kind} {response.status_code}"] += 1
        if endpoint == "hints" and response.status_code in (200, 202):
            hints.add(response.json()["id"])
        if kind != "none":  # an unmutated state may well be accepted
            answers[response.status_code >= 400] += 1

        def seen() -> str:  # hypothesis prints no example here: say what was sent and answered
            answer = f"{kind} {state['mode']} state: {response.status_code} {response.text[:300]}"
            return f"{answer}\n{case.as_curl_command(base_url=api_url)}"

        assert response.status_code < 500, seen()
        if response.status_code >= 400:
            content_type = response.headers["content-type"][0]
            assert content_type.startswith("application/problem+json"), seen()
        if state["mode"] == "digital" and not same_meaning(game, forged, state):
            assert response.status_code >= 400, f"a changed digital state was accepted: {seen()}"

    run()
    assert answers[True] >= answers.total() // 4, f"the mutations should bite: {answers}"
    for hint in hints:  # a state the API let through must not break a worker either
        error = finished_hint(api_url, hint)["error"]
        assert error is None or error["status"] < 500, f"hint {hint}: {error}"


def finished_hint(api_url: str, hint_id: str, timeout: float = 60) -> dict:
    deadline = time.monotonic() + timeout
    while (hint := httpx.get(f"{api_url}/v1/hints/{hint_id}").json())["status"] in (
        "queued",
        "started",
    ):
        assert time.monotonic() < deadline, f"hint {hint_id} still {hint['status']}"
        time.sleep(0.05)
    return hint


def same_meaning(game, forged: dict, original: dict) -> bool:
    """Whether a changed state means the original (a field left out that defaults to it)."""
    try:
        return game.State.model_validate(forged) == game.State.model_validate(original)
    except ValidationError:
        return False


@pytest.fixture(scope="module")
def fuzz_counter() -> Iterator[Counter]:
    cases: Counter = Counter()
    yield cases
    print(f"\nschemathesis with real states: {cases.total()} cases over {len(OPERATIONS)}"
          f" operations; mutation and status: {dict(sorted(cases.items()))}")  # fmt: skip
