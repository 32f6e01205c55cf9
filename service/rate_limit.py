"""Hint-creation rate limits counted in Redis, so every API replica counts against one limit.

When Redis cannot be reached the count falls back to this process's memory, for
``FALLBACK_S`` before Redis is tried again: a limit per replica is better than none, and
better than turning a Redis outage into errors (hint creation answers 503 then anyway).
"""

from __future__ import annotations

import logging
import time
from datetime import timedelta

from litestar.stores.base import Store
from litestar.stores.memory import MemoryStore
from litestar.stores.redis import RedisStore
from redis.asyncio import Redis
from redis.exceptions import RedisError

FALLBACK_S = 5.0
NAMESPACE = "gamekeeper:rate-limit"

log = logging.getLogger("gamekeeper.rate_limit")


class FailOpenStore(Store):
    """A Redis store that falls back to memory while Redis is away."""

    def __init__(self, redis_url: str) -> None:
        self.client = Redis.from_url(redis_url, socket_connect_timeout=1, socket_timeout=2)
        self.shared = RedisStore(self.client, namespace=NAMESPACE)
        self.local = MemoryStore()
        self.local_until = 0.0

    async def _call(self, method: str, *args):
        if time.monotonic() >= self.local_until:
            try:
                return await getattr(self.shared, method)(*args)
            except (RedisError, OSError) as error:
                log.warning("rate limits counted per process for %s s: %s", FALLBACK_S, error)
                self.local_until = time.monotonic() + FALLBACK_S
        return await getattr(self.local, method)(*args)

    async def set(
        self, key: str, value: str | bytes, expires_in: int | timedelta | None = None
    ) -> None:
        await self._call("set", key, value, expires_in)

    async def get(self, key: str, renew_for: int | timedelta | None = None) -> bytes | None:
        return await self._call("get", key, renew_for)

    async def delete(self, key: str) -> None:
        await self._call("delete", key)

    async def delete_all(self) -> None:
        await self._call("delete_all")

    async def exists(self, key: str) -> bool:
        return await self._call("exists", key)

    async def expires_in(self, key: str) -> int | None:
        return await self._call("expires_in", key)

    async def close(self) -> None:
        await self.client.aclose()
