"""Readiness tells the truth and nothing more (issue 28, L2 and L5): it counts the workers that
heartbeat now (a SIGKILLed worker stopped counting only after rq's 420 s), and its public answer
names no host, port or credential of the Redis behind it."""

from __future__ import annotations

import signal
import time

import httpx

from tests.conftest import api_client, free_port, other_database, spawn_worker
from workers import processes
from workers.hints import LIVE_S


def ready(client: httpx.Client) -> httpx.Response:
    return client.get("/health/ready")


def test_readiness_names_no_host_port_or_credential():
    port = free_port()  # nothing listens there
    url = f"redis://:hunter2-credential@127.0.0.1:{port}/0"
    with api_client(url) as client:
        answer = ready(client)
    assert answer.status_code == 503 and answer.json()["redis"] == "down"
    text = answer.text
    for secret in (str(port), "127.0.0.1", "hunter2", "localhost"):
        assert secret not in text, text
    assert answer.json()["missing"] == ["redis: unreachable (ConnectionError)"]


def test_a_killed_worker_stops_counting_within_seconds(redis_url):
    database = other_database(redis_url, 12)
    worker = spawn_worker(database, "doomed-worker")
    try:
        with api_client(database) as client:
            deadline = time.monotonic() + 60
            while ready(client).json()["workers"] != 1:
                assert time.monotonic() < deadline, "the worker never counted"
                time.sleep(0.2)
            worker.send_signal(signal.SIGKILL)
            worker.wait()
            killed = time.monotonic()
            while ready(client).json()["workers"] != 0:
                assert time.monotonic() - killed < LIVE_S + 5, "a dead worker still counts"
                time.sleep(0.2)
            answer = ready(client)
            assert answer.status_code == 503
            assert answer.json()["missing"] == ["workers: no hint worker is running"]
    finally:
        processes.stop([worker])
