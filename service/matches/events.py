"""Reading a match's Server-Sent Events as a client: the terminal, the bench and the tests."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterable, Iterator
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Pushed:
    """One event of the stream: ``view`` (``data``: a MatchView, ``id``: its version) or
    ``gone``."""

    event: str
    id: str | None
    data: str

    def view(self) -> dict[str, Any]:
        return json.loads(self.data)


class _Reader:
    """The event a line completes, if any (the SSE format: fields, then a blank line)."""

    def __init__(self) -> None:
        self.fields: dict[str, list[str]] = {}

    def line(self, text: str) -> Pushed | None:
        if text:
            if not text.startswith(":"):  # a comment (keep-alive)
                name, _, value = text.partition(":")
                self.fields.setdefault(name, []).append(value.removeprefix(" "))
            return None
        fields, self.fields = self.fields, {}
        if "data" not in fields:
            return None
        event = fields.get("event", ["message"])[-1]
        ids = fields.get("id")
        return Pushed(event, ids[-1] if ids else None, "\n".join(fields["data"]))


def events(lines: Iterable[str]) -> Iterator[Pushed]:
    """The events of a stream's lines (``httpx.Response.iter_lines()``)."""
    reader = _Reader()
    for text in lines:
        pushed = reader.line(text)
        if pushed is not None:
            yield pushed


async def aevents(lines: AsyncIterator[str]) -> AsyncIterator[Pushed]:
    """The events of a stream's lines (``httpx.Response.aiter_lines()``)."""
    reader = _Reader()
    async for text in lines:
        pushed = reader.line(text)
        if pushed is not None:
            yield pushed
