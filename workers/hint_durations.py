"""How long hint jobs took, per game, kind and outcome: a histogram kept in Redis.

The workers record each job's duration; every API replica reads the same counts at scrape
time (``gamekeeper_hint_duration_seconds`` on ``/metrics``), so no worker has to serve HTTP.
One Redis hash per (game, kind, outcome) holds the count of each bucket (not yet cumulative),
the count and the sum.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass

import redis

PREFIX = "gamekeeper:metrics:hint-seconds"
#: upper bounds in seconds: interactive budgets are seconds, batch ones up to a few minutes
BUCKETS = (0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 120.0, 300.0)
INF = "+Inf"


@dataclass(frozen=True, slots=True)
class HintDurations:
    game: str
    kind: str
    outcome: str
    #: (upper bound, jobs at most that long), cumulative, ending with ``+Inf``
    buckets: list[tuple[str, int]]
    total_seconds: float


def record(connection: redis.Redis, game: str, kind: str, outcome: str, seconds: float) -> None:
    index = bisect.bisect_left(BUCKETS, seconds)
    bucket = str(BUCKETS[index]) if index < len(BUCKETS) else INF
    key = f"{PREFIX}:{game}:{kind}:{outcome}"
    with connection.pipeline(transaction=True) as pipeline:
        pipeline.hincrby(key, bucket, 1)
        pipeline.hincrby(key, "count", 1)
        pipeline.hincrbyfloat(key, "sum", seconds)
        pipeline.execute()


def read(connection: redis.Redis) -> list[HintDurations]:
    keys = sorted(connection.scan_iter(match=f"{PREFIX}:*", count=1000))
    with connection.pipeline(transaction=False) as pipeline:
        for key in keys:
            pipeline.hgetall(key)
        fields = pipeline.execute()
    found = []
    for key, counts in zip(keys, fields, strict=True):
        game, kind, outcome = key.decode().removeprefix(f"{PREFIX}:").split(":")
        counts = {name.decode(): value for name, value in counts.items()}
        cumulative, buckets = 0, []
        for bound in (*map(str, BUCKETS), INF):
            cumulative += int(counts.get(bound, 0))
            buckets.append((bound, cumulative))
        found.append(HintDurations(game, kind, outcome, buckets, float(counts.get("sum", 0))))
    return found
