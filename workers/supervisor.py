"""Keeping ``gamekeeper serve``'s children running: a worker or the embedded Redis that dies is
started again (issue 28, M3), until ``serve`` stops them itself."""

from __future__ import annotations

import logging
import subprocess
import threading
from collections.abc import Callable

from workers import processes

#: how often the children are looked at
CHECK_S = 1.0

log = logging.getLogger("gamekeeper.supervisor")


class Supervisor:
    """Starts each child with its factory, and again whenever it has exited."""

    def __init__(self, factories: dict[str, Callable[[], subprocess.Popen]]) -> None:
        self.factories = factories
        self.children = {name: start() for name, start in factories.items()}
        self.restarts = 0
        self._stopping = threading.Event()
        self._thread = threading.Thread(target=self._watch, name="supervisor", daemon=True)
        self._lock = threading.Lock()

    def start(self) -> Supervisor:
        self._thread.start()
        return self

    def _watch(self) -> None:
        while not self._stopping.wait(CHECK_S):
            with self._lock:
                for name, child in list(self.children.items()):
                    code = child.poll()
                    if code is not None and not self._stopping.is_set():
                        log.warning("%s exited (%s): starting it again", name, code)
                        self.children[name] = self.factories[name]()
                        self.restarts += 1

    def stop(self, timeout: float = 10.0) -> None:
        """Stop watching, then the children: all but the first together, then the first (the
        workers finish their jobs before the Redis they need goes)."""
        self._stopping.set()
        if self._thread.is_alive():
            self._thread.join()
        with self._lock:
            first, *rest = self.children.values()
            processes.stop(rest, timeout)
            processes.stop([first], timeout)
