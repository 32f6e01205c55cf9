"""Matches in Redis: one hash per match, one stream of its changes, one set per client address.

``gamekeeper:match:{id}`` (a hash) holds what serving the match needs and nothing more: the game,
the version (a counter of changes), the signed and sealed state exactly as the stateless API
would hand it out, the events of the last change (worded for every seat), the hashes of the seat
and host tokens, whether the host may undo, and then the states undo may go back to, and whether
the game is over. ``...:changes`` (a stream) gets one entry per change, with the version as its
id (``{version}-0``) and that change's events: readers on any replica block on it
(:meth:`MatchStore.changes`) and rebuild each seat's view from the hash. ``gamekeeper:matches-of:
{address}`` (a set) lists the matches a client address created, for the cap.

Every write is one Lua script, so atomic across replicas: a change is applied only if the
version is still the one the change was computed from (compare and set), and a match is created
only under the address's cap. Every key expires after the idle time, renewed by every change.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, cast

from redis.asyncio import Redis

PREFIX = "gamekeeper:match:"
OWNED_PREFIX = "gamekeeper:matches-of:"
#: the changes a stream keeps for readers that resume (older ones: the reader gets the latest)
STREAM_LENGTH = 64

#: KEYS: record, stream, owned set. ARGV: cap, idle ms, record prefix, match id, events, stream
#: length, then the record's fields and values. Forgets the address's matches that expired or
#: are over, then creates the match at version 1 unless the address has ``cap`` of them.
CREATE = """
for _, id in ipairs(redis.call('SMEMBERS', KEYS[3])) do
  local over = redis.call('HGET', ARGV[3] .. id, 'over')
  if (not over) or over == '1' then redis.call('SREM', KEYS[3], id) end
end
if redis.call('SCARD', KEYS[3]) >= tonumber(ARGV[1]) then return 0 end
redis.call('HSET', KEYS[1], 'version', '1', unpack(ARGV, 7))
redis.call('XADD', KEYS[2], 'MAXLEN', ARGV[6], '1-0', 'events', ARGV[5])
redis.call('SADD', KEYS[3], ARGV[4])
for i = 1, 3 do redis.call('PEXPIRE', KEYS[i], ARGV[2]) end
return 1
"""

#: KEYS: record, stream. ARGV: the version the change was made from, idle ms, stream length,
#: events, then the fields and values to set. Answers 1 (applied), 0 (the version moved on) or
#: -1 (no such match).
SWAP = """
local version = redis.call('HGET', KEYS[1], 'version')
if not version then return -1 end
if version ~= ARGV[1] then return 0 end
local next = tostring(tonumber(version) + 1)
redis.call('HSET', KEYS[1], 'version', next, unpack(ARGV, 5))
redis.call('XADD', KEYS[2], 'MAXLEN', ARGV[3], next .. '-0', 'events', ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
redis.call('PEXPIRE', KEYS[2], ARGV[2])
return 1
"""


def record_key(match_id: str) -> str:
    return PREFIX + match_id


def stream_key(match_id: str) -> str:
    return PREFIX + match_id + ":changes"


@dataclass(frozen=True, slots=True)
class Record:
    """One match as stored: ``state`` is the signed, sealed wire state."""

    id: str
    game: str
    version: int
    state: dict[str, Any]
    events: list[dict[str, Any]]
    seats: list[str]
    host: str
    undo: bool
    history: list[dict[str, Any]]

    @classmethod
    def parse(cls, match_id: str, fields: dict[bytes, bytes]) -> Record:
        def text(name: str) -> str:
            return fields[name.encode()].decode()

        return cls(
            id=match_id,
            game=text("game"),
            version=int(text("version")),
            state=json.loads(text("state")),
            events=json.loads(text("events")),
            seats=json.loads(text("seats")),
            host=text("host"),
            undo=text("undo") == "1",
            history=json.loads(fields.get(b"history", b"[]")),
        )


def _flat(fields: dict[str, str]) -> list[str]:
    return [part for pair in fields.items() for part in pair]


class MatchStore:
    """The matches of one Redis, for every replica of the API."""

    def __init__(self, redis_url: str, idle_s: int, cap: int) -> None:
        # a reader blocks on a stream for up to BLOCK_MS: the socket must wait longer
        self.client = Redis.from_url(redis_url, socket_connect_timeout=2, socket_timeout=60)
        self.idle_ms, self.cap = idle_s * 1000, cap
        self._create = self.client.register_script(CREATE)
        self._swap = self.client.register_script(SWAP)

    async def create(self, match_id: str, owner: str, fields: dict[str, str], events: str) -> bool:
        """Store a new match at version 1; ``False`` if ``owner`` has ``cap`` matches already."""
        keys = [record_key(match_id), stream_key(match_id), OWNED_PREFIX + owner]
        args: list[str | int] = [self.cap, self.idle_ms, PREFIX, match_id, events, STREAM_LENGTH]
        args += _flat(fields)
        return bool(await self._create(keys=keys, args=args))

    async def get(self, match_id: str) -> Record | None:
        fields = cast(dict[bytes, bytes], await self.client.hgetall(record_key(match_id)))
        return Record.parse(match_id, fields) if fields else None

    async def swap(self, record: Record, fields: dict[str, str], events: str) -> int:
        """Apply a change made from ``record``: 1, or 0 if another came first, -1 if gone."""
        keys = [record_key(record.id), stream_key(record.id)]
        args: list[str | int] = [record.version, self.idle_ms, STREAM_LENGTH, events]
        args += _flat(fields)
        return int(await self._swap(keys=keys, args=args))

    async def events_between(self, match_id: str, after: int, upto: int) -> list[dict[str, Any]]:
        """The events of the changes after version ``after`` up to ``upto`` that the stream
        still holds, in order."""
        entries = await self.client.xrange(stream_key(match_id), f"{after + 1}-0", f"{upto}-0")
        changes = [json.loads((entry or {})[b"events"]) for _, entry in entries or []]
        return [event for events in changes for event in events]

    async def wait_for_change(self, match_id: str, after: int, block_ms: int) -> bool:
        """Whether a change after version ``after`` came within ``block_ms``."""
        got = await self.client.xread({stream_key(match_id): f"{after}-0"}, count=1, block=block_ms)
        return bool(got)

    async def close(self) -> None:
        await self.client.aclose()
