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
from collections import OrderedDict
from collections.abc import Callable
from typing import Generic, TypeVar

#: how long a finished hint is answered from memory (rq keeps results an hour)
TTL_S = 60.0
#: how many finished hints are kept
SIZE = 1024

T = TypeVar("T")


class FinishedHints(Generic[T]):
    """A small LRU map from hint id to its finished status, each entry for ``ttl_s`` seconds;
    safe across threads (the hint endpoints run in a thread pool)."""

    def __init__(
        self,
        ttl_s: float = TTL_S,
        size: int = SIZE,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._ttl_s = ttl_s
        self._size = size
        self._clock = clock
        self._hints: OrderedDict[str, tuple[float, T]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, hint_id: str) -> T | None:
        with self._lock:
            found = self._hints.get(hint_id)
            if found is None:
                return None
            expires, status = found
            if self._clock() >= expires:
                del self._hints[hint_id]
                return None
            self._hints.move_to_end(hint_id)
            return status

    def put(self, hint_id: str, status: T) -> None:
        with self._lock:
            self._hints[hint_id] = (self._clock() + self._ttl_s, status)
            self._hints.move_to_end(hint_id)
            if len(self._hints) > self._size:
                self._hints.popitem(last=False)
