"""Hint upkeep in the background of every API process: reaping hints nobody will finish.

The API runs it, not the workers, because the case it exists for is workers that are gone.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, suppress

import redis
from litestar import Litestar

from workers.hints import REAP_INTERVAL_S, HintQueues

log = logging.getLogger("gamekeeper.upkeep")


async def reap_forever(queues: HintQueues) -> None:
    """``queues.reap()`` every ``REAP_INTERVAL_S``; a Redis outage only skips rounds."""
    while True:
        try:
            if reaped := await asyncio.to_thread(queues.reap):
                log.warning("failed %d hint(s) that no worker will finish", reaped)
        except redis.RedisError as error:
            log.debug("hint upkeep skipped: Redis unavailable (%s)", error)
        await asyncio.sleep(REAP_INTERVAL_S)


@asynccontextmanager
async def hint_upkeep(app: Litestar) -> AsyncIterator[None]:
    task = asyncio.create_task(reap_forever(app.state.hint_queues))
    try:
        yield
    finally:
        task.cancel()
        with suppress(asyncio.CancelledError):
            await task
