"""The digital states this process handed out or loaded lately (their engine state, salt and
digest: ``referee.Held``), by their signature.

A front end sends back exactly the state it was given (its next ``legal-moves`` or ``apply``),
and the signature, our HMAC of exactly that state, names it. Once the signature is checked, the
engine state it names is known: unsealing, validating the whole state, converting it and
checking its invariants again would find the same state (the wire round trip is exact, which
the playout tests check at every step). A state this process neither signed nor loaded lately
(another replica's, an older one) takes the whole way once, and is remembered if it passes: the
same state comes again for each seat's legal moves and for the move. Only a state that passed
is remembered, and only under the signature that was checked against it: a signature names one
state (an HMAC under our secret), so no other content can be served for it. Engine states are
immutable, so sharing is safe.
"""

from __future__ import annotations

import threading
from typing import Any

from cachetools import LRUCache

#: how many states are remembered: the latest state of that many games played at once
SIZE = 2048


class RecentStates:
    """An LRU map from (game id, signature) to engine state, safe across threads (the hint
    endpoints run in a thread pool; cachetools' caches are not thread-safe by themselves)."""

    def __init__(self, size: int = SIZE) -> None:
        self._states: LRUCache[tuple[str, str], Any] = LRUCache(maxsize=size)
        self._lock = threading.Lock()

    def get(self, game_id: str, signature: str) -> Any | None:
        with self._lock:
            return self._states.get((game_id, signature))

    def put(self, game_id: str, signature: str, state: Any) -> None:
        with self._lock:
            self._states[(game_id, signature)] = state
