"""JSON logs with a request id that follows a hint from HTTP to the worker and back; metrics.

The service tests run an API and a worker of their own, on a Redis database of their own, with
their logs in files: the worker that solves the hint is the one whose log is read.
"""

from __future__ import annotations

import io
import json
import logging
import re
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
import redis
import structlog
from rq import Worker

from service.cli import openapi_document
from service.logs import UVICORN_LOGGERS, configure_logging
from service.request_log import request_id_from
from tests.conftest import READY_S, other_database, running_api
from tests.service.test_openapi import resolved
from workers import processes

NEW_ID = re.compile(r"[0-9a-f]{32}")


@pytest.fixture()
def restore_logging() -> Iterator[None]:
    """``configure_logging`` changes the process's logging: put it back afterwards."""
    loggers = [logging.getLogger(name) for name in ("", *UVICORN_LOGGERS)]
    saved = [(logger.handlers[:], logger.level, logger.propagate) for logger in loggers]
    yield
    for logger, (handlers, level, propagate) in zip(loggers, saved, strict=True):
        logger.handlers[:], logger.level, logger.propagate = handlers, level, propagate
    structlog.reset_defaults()


def test_a_sane_request_id_is_kept_and_anything_else_replaced():
    for sane in ("abc", "0f8e2b6c-4d1a-4e7f-9b3c-5d7e9f1a2b4c", "trace:1.2_3", "x" * 128):
        assert request_id_from(sane) == sane
    for insane in (None, "", "x" * 129, "a b", "a\u00e9", 'a"}{', "id\\n"):
        made = request_id_from(insane)
        assert NEW_ID.fullmatch(made), made
    assert request_id_from(None) != request_id_from(None)


def test_every_log_line_is_one_json_object(restore_logging):
    stream = io.StringIO()
    uvicorn = logging.getLogger("uvicorn.error")  # as uvicorn's command line leaves it
    uvicorn.handlers, uvicorn.propagate = [logging.StreamHandler(stream)], False
    configure_logging(stream)
    structlog.get_logger("gamekeeper.test").info("request", status=200, request_id="r1")
    logging.getLogger("rq.worker").warning("a library's %s line", "plain")
    try:
        raise ValueError("boom")
    except ValueError:
        logging.getLogger("gamekeeper.errors").exception("unhandled", extra={"request_id": "r2"})
    uvicorn.error("Started server process")
    lines = stream.getvalue().splitlines()
    first, second, third, fourth = (json.loads(line) for line in lines)
    assert fourth["event"] == "Started server process" and fourth["logger"] == "uvicorn.error"
    assert first["event"] == "request" and first["status"] == 200 and first["request_id"] == "r1"
    assert first["level"] == "info" and first["timestamp"].endswith("Z")
    assert second["event"] == "a library's plain line" and second["logger"] == "rq.worker"
    assert second["level"] == "warning"
    assert "ValueError: boom" in third["exception"] and third["request_id"] == "r2"


# --- against a real API and a real worker ---------------------------------------------------


@dataclass
class LoggedService:
    url: str
    api_log: Path
    worker_log: Path


@pytest.fixture(scope="module")
def service(redis_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[LoggedService]:
    database = other_database(redis_url, 14)
    directory = tmp_path_factory.mktemp("logs")
    api_log, worker_log = directory / "api.log", directory / "worker.log"
    with open(worker_log, "w") as worker_output, open(api_log, "w") as api_output:
        worker = processes.spawn(
            processes.worker_command(database, "logs-test"),
            stdout=worker_output,
            stderr=worker_output,
        )
        try:
            connection = redis.Redis.from_url(database)
            deadline = time.monotonic() + READY_S
            while Worker.count(connection=connection) < 1 and time.monotonic() < deadline:
                time.sleep(0.05)
            with running_api(database, output=api_output) as url:
                yield LoggedService(url, api_log, worker_log)
        finally:
            processes.stop([worker])


@pytest.fixture()
def http(service: LoggedService) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=service.url, timeout=30) as client:
        yield client


def log_events(path: Path) -> list[dict[str, Any]]:
    """Every line of a log, each of which must be one JSON object."""
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def wait_for_event(
    path: Path, matches: Callable[[dict[str, Any]], bool], timeout: float = 30
) -> dict[str, Any]:
    """The first event of the log that ``matches`` (the line is written after the answer)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = [event for event in log_events(path) if matches(event)]
        if found:
            return found[0]
        time.sleep(0.05)
    raise AssertionError(f"no such event in {path.name}:\n{path.read_text()[-3000:]}")


def solved_hint(http: httpx.Client, seed: int, request_id: str) -> dict[str, Any]:
    state = http.post("/v1/games/thrag/states", json={"seed": seed}).json()["state"]
    asked = http.post(
        "/v1/games/thrag/hints",
        json={"state": state, "kind": "fight-plan", "budget_ms": 500},
        headers={"X-Request-ID": request_id},
    )
    assert asked.status_code == 202, asked.text
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        hint = http.get(asked.headers["location"]).json()
        if hint["status"] in ("finished", "failed", "canceled"):
            return hint
        time.sleep(0.05)
    raise AssertionError(f"hint not solved: {hint}")


def test_the_request_id_round_trips(http):
    given = http.get("/health/live", headers={"X-Request-ID": "client-chosen-1"})
    assert given.headers["x-request-id"] == "client-chosen-1"
    made = http.get("/health/live")
    assert NEW_ID.fullmatch(made.headers["x-request-id"])
    replaced = http.get("/health/live", headers={"X-Request-ID": "two words"})
    assert NEW_ID.fullmatch(replaced.headers["x-request-id"])
    # answers made outside the routes carry it too: an unknown path, a problem
    unknown = http.get("/nowhere", headers={"X-Request-ID": "lost-1"})
    assert unknown.status_code == 404 and unknown.headers["x-request-id"] == "lost-1"
    bad = http.post("/v1/games/thrag/apply", json={}, headers={"X-Request-ID": "bad-1"})
    assert bad.status_code == 400 and bad.headers["x-request-id"] == "bad-1"


def test_each_request_is_one_json_log_event(http, service):
    state = http.post("/v1/games/thrag/states", json={"seed": 3}).json()["state"]
    answer = http.post(
        "/v1/games/thrag/legal-moves", json={"state": state}, headers={"X-Request-ID": "moves-1"}
    )
    assert answer.status_code == 200
    event = wait_for_event(
        service.api_log, lambda e: e["event"] == "request" and e.get("request_id") == "moves-1"
    )
    assert event["method"] == "POST"
    assert event["route"] == "/v1/games/thrag/legal-moves"
    assert event["path"] == "/v1/games/thrag/legal-moves"
    assert event["status"] == 200 and event["game"] == "thrag"
    assert 0 < event["duration_ms"] < 30_000
    assert event["level"] == "info" and "timestamp" in event
    http.get("/nowhere", headers={"X-Request-ID": "lost-2"})
    lost = wait_for_event(service.api_log, lambda e: e.get("request_id") == "lost-2")
    assert lost["status"] == 404 and lost["route"] is None and lost["game"] is None
    log_events(service.api_log)  # every line, not only ours, is JSON


def test_a_hint_carries_the_request_id_to_the_worker_and_back(http, service):
    hint = solved_hint(http, seed=41, request_id="hint-trail-1")
    assert hint["status"] == "finished", hint
    assert hint["request_id"] == "hint-trail-1"  # back in the hint's status answer

    def ours(name: str) -> Callable[[dict[str, Any]], bool]:
        return lambda e: e["event"] == name and e.get("request_id") == "hint-trail-1"

    enqueued = wait_for_event(service.api_log, ours("hint.enqueued"))
    assert enqueued["hint"] == hint["id"] and enqueued["kind"] == "fight-plan"
    assert enqueued["queue"] == "interactive" and enqueued["game"] == "thrag"
    started = wait_for_event(service.worker_log, ours("hint.started"))
    finished = wait_for_event(service.worker_log, ours("hint.finished"))
    for event in (started, finished):
        assert event["hint"] == hint["id"] and event["kind"] == "fight-plan"
        assert event["game"] == "thrag"
    assert finished["duration_ms"] > 0 and finished["problem"] is None
    request = wait_for_event(service.api_log, ours("request"))
    assert request["route"] == "/v1/games/thrag/hints" and request["status"] == 202
    log_events(service.worker_log)  # the worker's own lines (rq's too) are JSON


def test_metrics_show_route_latency_and_hint_duration_histograms(http):
    assert solved_hint(http, seed=42, request_id="hint-metrics-1")["status"] == "finished"
    metrics = http.get("/metrics").text
    route = re.compile(
        r'gamekeeper_request_duration_seconds_bucket\{[^}]*path="/v1/games/thrag/hints"'
        r"[^}]*\} [1-9]"
    )
    assert route.search(metrics), "no latency histogram for the hints route"
    assert re.search(r'gamekeeper_request_duration_seconds_bucket\{[^}]*le="0.005"', metrics)
    hint = re.compile(
        r'gamekeeper_hint_duration_seconds_bucket\{game="thrag",kind="fight-plan",'
        r'le="\+Inf",outcome="finished"\} ([0-9.]+)'
    )
    found = hint.search(metrics)
    assert found and float(found.group(1)) >= 1, metrics[-3000:]
    assert re.search(
        r'gamekeeper_hint_duration_seconds_count\{game="thrag",kind="fight-plan",'
        r'outcome="finished"\} [1-9]',
        metrics,
    )


def test_logs_hold_no_states_nor_seat_tokens(http, service):
    """A sealed game played with seat tokens leaves none of its secrets in the log."""
    step = http.post("/v1/games/troll-party/states", json={"players": 3}).json()
    state, tokens = step["state"], step["seat_tokens"]
    token = {"Gamekeeper-Seat-Token": tokens[1], "X-Request-ID": "secret-1"}
    moves = http.post(
        "/v1/games/troll-party/legal-moves", json={"state": state, "seat": 1}, headers=token
    ).json()["moves"]
    move = {"state": state, "move": moves[0]["move"]}
    applied = http.post("/v1/games/troll-party/apply", json=move, headers=token)
    assert applied.status_code == 200, applied.text
    http.post("/v1/games/troll-party/view", json={"state": state, "seat": 1}, headers=token)
    wait_for_event(service.api_log, lambda e: e.get("request_id") == "secret-1")
    text = service.api_log.read_text()
    secrets = [*tokens, state["sealed"], state["signature"], applied.json()["state"]["sealed"]]
    assert not [secret for secret in secrets if secret in text]
    assert '"hands"' not in text and "place_card" not in text


def test_the_openapi_document_declares_the_request_id_everywhere():
    document = openapi_document()
    header = "#/components/headers/X-Request-ID"
    parameter = "#/components/parameters/X-Request-ID"
    for path, item in document["paths"].items():
        for method, operation in item.items():
            where = f"{method.upper()} {path}"
            assert {"$ref": parameter} in operation["parameters"], where
            for status, answer in operation["responses"].items():
                response = resolved(document, answer)
                assert response["headers"]["X-Request-ID"] == {"$ref": header}, (where, status)
    assert "request_id" in document["components"]["schemas"]["Hint"]["required"]
