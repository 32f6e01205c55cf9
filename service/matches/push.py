"""Server-Sent Events of a match: each reader gets its own view after every change.

Any replica may make a change; each change is an entry of the match's Redis stream
(:mod:`service.matches.store`), so a reader on any replica blocks on the stream, wakes with the
change, and rebuilds its seat's view from the stored state: a view is never passed between
replicas, so no seat's view can reach another's reader. The event id is the version:
``Last-Event-ID`` resumes after it, with the events of the changes missed (those the stream still
holds) and the latest view (one message: a view is the whole state as the seat sees it).
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator

from litestar.response import ServerSentEventMessage

from service.matches.play import Matches

#: how long a reader waits for a change before a keep-alive comment (proxies drop idle streams)
BLOCK_MS = 15_000


def version_of(last_event_id: str | None) -> int | None:
    """The version a ``Last-Event-ID`` names; ``None`` (start anew) if it names none."""
    text = (last_event_id or "").strip()
    return int(text) if text.isdigit() and len(text) < 19 else None


async def views(
    matches: Matches, match_id: str, seat: int | None, last: int | None
) -> AsyncIterator[ServerSentEventMessage]:
    """``seat``'s view now (unless ``last`` is the current version) and after every change;
    a ``gone`` event when the match expires."""
    store = matches.store
    while True:
        record = await store.get(match_id)
        if record is None:
            yield ServerSentEventMessage(event="gone", data="the match expired or was lost")
            return
        if record.version != last:
            events = None
            if last is not None and last + 1 < record.version:
                events = await store.events_between(match_id, last, record.version)
            view = matches.view(record, seat, events)
            yield ServerSentEventMessage(event="view", id=record.version, data=json.dumps(view))
            last = record.version
        if not await store.wait_for_change(match_id, last, BLOCK_MS):
            yield ServerSentEventMessage(comment="keep-alive")
