"""``gamekeeper serve`` as a user runs it: no REDIS_URL, so an embedded Redis and workers.

Plays a game over HTTP, gets a hint from a worker, stops ``serve`` (SIGTERM, or Ctrl-C) while a
worker is busy, and checks that everything stopped in order, without errors, and that every
process it started is gone.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from service.seat_tokens import HEADER
from tests.conftest import READY_S, free_port, wait_for_http
from tests.service.test_hints import HARD_TURN

pytestmark = pytest.mark.slow  # real processes: serve, its Redis and its workers


def descendants(pid: int) -> set[int]:
    """Every process below ``pid``, from /proc."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(entry.name))
    found, todo = set(), [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.add(child)
            todo.append(child)
    return found


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def sigterm(server: subprocess.Popen) -> None:
    server.send_signal(signal.SIGTERM)


def ctrl_c(server: subprocess.Popen) -> None:
    """What a terminal does: SIGINT to the whole foreground process group."""
    os.killpg(server.pid, signal.SIGINT)


def start_serve(
    data_dir: Path, port: int, workers: int, stderr=subprocess.PIPE
) -> subprocess.Popen:
    """``gamekeeper serve`` as a user runs it, without REDIS_URL or a secret, in its own group."""
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "GAMEKEEPER_SECRET")}
    env["GAMEKEEPER_DATA_DIR"] = str(data_dir)
    command = shutil.which("gamekeeper", path=str(Path(sys.executable).parent))
    return subprocess.Popen(
        [command, "serve", "--port", str(port), "--workers", str(workers)],
        env=env,
        stderr=stderr,
        process_group=0,
        text=True,
    )


@pytest.mark.parametrize("stop", [sigterm, ctrl_c])
def test_serve_plays_hints_and_leaves_no_process_behind(tmp_path, stop):
    port = free_port()
    server = start_serve(tmp_path, port, workers=2)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_for_http(f"{url}/health/live")  # READY_S: a loaded machine is slow to import
        with httpx.Client(base_url=url, timeout=30) as client:
            # a worker registers once it has loaded every game and solver (workers.worker.preload)
            deadline = time.monotonic() + READY_S
            while (ready := client.get("/health/ready")).json()["workers"] < 2:
                assert time.monotonic() < deadline, ready.text
                time.sleep(0.1)
            assert ready.status_code == 200, ready.text
            step = client.post("/v1/games/thrag/states", json={"seed": 99}).json()
            assert (tmp_path / "secret").exists(), "the embedded default keeps its secret"
            hint = client.post(
                "/v1/games/thrag/hints", json={"state": step["state"], "budget_ms": 1000}
            )
            assert hint.status_code == 202, hint.text
            while (h := client.get(hint.headers["location"]).json())["status"] not in (
                "finished",
                "failed",
            ):
                assert time.monotonic() < deadline + 30
                time.sleep(0.05)
            assert h["status"] == "finished", h
            move = h["result"]["moves"][0]
            applied = client.post(
                "/v1/games/thrag/apply",
                json={"state": step["state"], "move": move},
                headers={HEADER: step["seat_tokens"][0]},
            )
            assert applied.status_code == 200
            busy = client.post(
                "/v1/games/thrag/hints", json={"state": HARD_TURN, "budget_ms": 3000}
            )
            while client.get(busy.headers["location"]).json()["status"] == "queued":
                assert time.monotonic() < deadline + 30
                time.sleep(0.05)
        started = descendants(server.pid)
        assert len(started) >= 3, "an embedded Redis and two workers"
        stop(server)  # while a worker is busy: it finishes its job, then Redis goes
        assert server.wait(timeout=30) == 0
        log = server.stderr.read()
        assert f"listening on http://127.0.0.1:{port}" in log
        assert "gamekeeper stopped" in log and "Traceback" not in log, log
        deadline = time.monotonic() + 10
        while any(alive(pid) for pid in started) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not [pid for pid in started if alive(pid)], "processes left behind"
    finally:
        if server.poll() is None:
            server.kill()
