"""Real parts for the tests: a Redis (``REDIS_URL`` if set, else an embedded one), real rq
worker processes, and the real app served by uvicorn over HTTP on loopback."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

import httpx
import pytest
import redis

from workers import processes
from workers.embedded import EmbeddedRedis

#: the test APIs' GAMEKEEPER_SECRET: 32 random bytes in hex, as the service requires (issue 28)
SECRET = "5f0c8e2a9d41b7c63e18a0f4d92b5c7e1a3f6d8b0c2e4a6f8d1b3c5e7a9f0b2d"
#: how long a process started by the tests may take to be ready (a loaded machine is slow to
#: import; this is a wait, not a measurement)
READY_S = 60.0
#: fixtures that start real processes (Redis, rq workers, the API under uvicorn)
PROCESS_FIXTURES = frozenset({"redis_url", "workers", "api_url", "client"})


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """A test that starts real processes is ``slow``: ``pytest -m "not slow"`` is the inner loop."""
    for item in items:
        if PROCESS_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.slow)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for_http(url: str, timeout: float = READY_S) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if httpx.get(url, timeout=1).status_code < 500:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.05)
    raise RuntimeError(f"{url} did not answer within {timeout} s")


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """``REDIS_URL`` when given (flushed first), else an embedded Redis for this session."""
    given = os.environ.get("REDIS_URL")
    if given:
        redis.Redis.from_url(given).flushdb()
        yield given
        return
    directory = Path(f"/tmp/gk-test-{os.getpid()}")  # short: unix socket paths are limited
    with EmbeddedRedis(directory) as embedded:
        yield embedded.url


def spawn_worker(redis_url: str, name: str) -> subprocess.Popen:
    return processes.spawn(processes.worker_command(redis_url, name))


@pytest.fixture(scope="session")
def workers(redis_url: str) -> Iterator[list[subprocess.Popen]]:
    """Two real rq workers for the session."""
    started = [spawn_worker(redis_url, f"test-{os.getpid()}-{n}") for n in range(2)]
    connection = redis.Redis.from_url(redis_url)
    from rq import Worker

    deadline = time.monotonic() + READY_S
    while Worker.count(connection=connection) < len(started) and time.monotonic() < deadline:
        time.sleep(0.05)
    yield started
    processes.stop(started)


def server_env(redis_url: str, **extra: str) -> dict[str, str]:
    """The environment of a test API: fuzzing asks for many hints, so no practical rate limit."""
    return {
        **os.environ,
        "REDIS_URL": redis_url,
        "GAMEKEEPER_SECRET": SECRET,
        "GAMEKEEPER_HINT_RATE_PER_MINUTE": "1000000",
        **extra,
    }


def other_database(redis_url: str, db: int) -> str:
    """The same Redis, another database, emptied: no worker watches it, so jobs stay queued."""
    url = redis_url + ("&" if "?" in redis_url else "?") + f"db={db}"
    redis.Redis.from_url(url).flushdb()
    return url


@contextmanager
def running_api(redis_url: str, output: IO | None = None, **env: str) -> Iterator[str]:
    """The real app under uvicorn on a free loopback port, its logs to ``output`` if given
    (else inherited); yields its URL."""
    port = free_port()
    command = [
        sys.executable,
        "-m",
        "uvicorn",
        "service.asgi:app",
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--log-level",
        "warning",
        "--no-proxy-headers",
    ]  # fmt: skip  (as deploy/Dockerfile: the API reads X-Forwarded-For)
    server = processes.spawn(
        command, env=server_env(redis_url, **env), stdout=output, stderr=output
    )
    url = f"http://127.0.0.1:{port}"
    try:
        wait_for_http(f"{url}/health/live")
        yield url
    finally:
        processes.stop([server])


@contextmanager
def api_client(redis_url: str, **env: str) -> Iterator[httpx.Client]:
    """A client of a second API of its own (other settings, another Redis...)."""
    with running_api(redis_url, **env) as url, httpx.Client(base_url=url, timeout=30) as c:
        yield c


@pytest.fixture(scope="session")
def api_url(redis_url: str, workers) -> Iterator[str]:
    """The session's API, served with two real workers behind it."""
    with running_api(redis_url) as url:
        yield url


@pytest.fixture()
def client(api_url: str) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=api_url, timeout=30) as c:
        yield c


class FakeClock:
    """A clock that moves only when a test moves it (``clock.now += seconds``)."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now
