"""Finished hints this process has read lately, by id: an identical request answered without Redis.

A finished hint never changes: its id is a keyed digest of the whole request, and a finished job
is final (only failed or canceled ones are tried again). So an API process may keep what it read
and answer the next identical request, or poll, from memory: two Redis round trips fewer (the
job, then its result) on the path issue 12 asks to answer in under 5 ms. Entries live ``TTL_S``
from the read, against rq's hour for a result: a hint answered from memory is one Redis holds, or
held at most ``TTL_S`` ago.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Generic, TypeVar

from cachetools import TTLCache

#: how long a finished hint is answered from memory (rq keeps results an hour)
TTL_S = 60.0
#: how many finished hints are kept
SIZE = 1024

T = TypeVar("T")


class FinishedHints(Generic[T]):
    """An LRU map from hint id to its finished status, each entry for ``ttl_s`` seconds from its
    put; safe across threads (the hint endpoints run in a thread pool; cachetools' caches are not
    thread-safe by themselves)."""

    def __init__(
        self,
        ttl_s: float = TTL_S,
        size: int = SIZE,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._hints: TTLCache[str, T] = TTLCache(maxsize=size, ttl=ttl_s, timer=clock)
        self._lock = threading.Lock()

    def get(self, hint_id: str) -> T | None:
        with self._lock:
            return self._hints.get(hint_id)

    def put(self, hint_id: str, status: T) -> None:
        with self._lock:
            self._hints[hint_id] = status
