"""``gamekeeper serve`` keeps its children running (issue 28, M3): a hint worker killed, or the
embedded Redis killed, is started again, and hints are solved again."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from pathlib import Path

import httpx
import pytest

from tests.conftest import READY_S, free_port, wait_for_http
from tests.service.test_serve import descendants, start_serve

pytestmark = pytest.mark.slow


def command_line(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""


def children_running(pid: int, word: str) -> list[int]:
    return [p for p in descendants(pid) if word in command_line(p)]


def until(check, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.2)
    return False


def solved(client: httpx.Client, seed: int) -> bool:
    state = client.post("/v1/games/thrag/states", json={"seed": seed}).json()["state"]
    asked = client.post("/v1/games/thrag/hints", json={"state": state, "budget_ms": 200})
    if asked.status_code not in (200, 202):
        return False
    return until(
        lambda: client.get(asked.json()["links"]["self"]).json().get("status") == "finished", 20
    )


def test_serve_starts_a_killed_worker_and_a_killed_redis_again(tmp_path):
    port = free_port()
    server = start_serve(tmp_path, port, workers=1, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_for_http(f"{url}/health/live")  # READY_S: a loaded machine is slow to import
        with httpx.Client(base_url=url, timeout=30) as client:

            def ready() -> bool:
                return client.get("/health/ready").json().get("workers") == 1

            assert until(ready, READY_S)
            (worker,) = children_running(server.pid, " worker ")
            os.kill(worker, signal.SIGKILL)
            assert until(lambda: children_running(server.pid, " worker ") not in ([], [worker]), 10)
            assert until(ready, READY_S), "the new worker does not heartbeat"
            assert solved(client, 1)
            (redis_server,) = children_running(server.pid, "redis-server")
            os.kill(redis_server, signal.SIGKILL)
            assert until(
                lambda: children_running(server.pid, "redis-server") not in ([], [redis_server]),
                10,
            )
            assert until(ready, READY_S), "the worker did not come back to the new Redis"
            assert solved(client, 2)
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=60)
