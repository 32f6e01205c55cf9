"""``gamekeeper bench-push``: how soon a move made on one API replica reaches a seat on another.

Two API replicas (uvicorn processes) on one Redis; ``matches`` Troll Party matches played at
once. Every seat of each follows the match's Server-Sent Events on replica B; a driver per
match makes each move on replica A (a seat to act, its first legal move from its pushed view,
with If-Match), then waits for every seat's view of the new version, then thinks (``think_ms``
on average, as a player would: 0 plays as fast as the replicas answer, which measures their
saturation, not the push). A sample per seat and move:
the **push latency** from sending the move to that seat's reader on B receiving the new view,
and the **push delay** from the move's answer to it (what the push adds to a move already
stored). Beside them, measured in the same run, the move's own round trip: the stack's cost of
one request under the same load.
"""

from __future__ import annotations

import asyncio
import os
import random
import secrets
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import httpx
from rich.console import Console
from rich.table import Table

from service.matches.events import aevents

GAME, PLAYERS = "troll-party", 2


@contextmanager
def replica(redis_url: str, secret: str) -> Iterator[str]:
    """One API process on a free loopback port: its URL."""
    from workers import processes

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    command = [
        sys.executable, "-m", "uvicorn", "service.asgi:app", "--host", "127.0.0.1",
        "--port", str(port), "--log-level", "warning", "--no-proxy-headers",
    ]  # fmt: skip
    env = {
        **os.environ,
        "REDIS_URL": redis_url,
        "GAMEKEEPER_SECRET": secret,
        "GAMEKEEPER_MATCHES_PER_CLIENT": "100000",
    }
    # its request log would cost this machine's CPU twice (written, then shown): dropped
    server = processes.spawn(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                if httpx.get(f"{url}/health/live", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.1)
        else:
            raise RuntimeError(f"{url} did not start")
        yield url
    finally:
        processes.stop([server])


@dataclass
class Timings:
    latency: list[float] = field(default_factory=list)
    delay: list[float] = field(default_factory=list)
    round_trip: list[float] = field(default_factory=list)
    conflicts: int = 0


class Seat:
    """One seat's stream on replica B: its latest view, and when each version arrived."""

    def __init__(self, token: str) -> None:
        self.token = token
        self.view: dict = {}
        self.arrived: dict[int, asyncio.Future[float]] = {}

    def arrival(self, version: int) -> asyncio.Future[float]:
        return self.arrived.setdefault(version, asyncio.get_running_loop().create_future())

    async def listen(self, b: httpx.AsyncClient, path: str) -> None:
        headers = {"Authorization": f"Bearer {self.token}"}
        async with b.stream("GET", f"{path}/events", headers=headers, timeout=None) as answer:
            async for pushed in aevents(answer.aiter_lines()):
                if pushed.event == "view":
                    now = time.perf_counter()
                    self.view = pushed.view()
                    arrival = self.arrival(self.view["version"])
                    if not arrival.done():
                        arrival.set_result(now)


async def drive(
    a: httpx.AsyncClient, b: httpx.AsyncClient, moves: int, think_s: float, t: Timings
) -> None:
    """One match: created on A, its seats following it on B, each move chosen from the seat's
    pushed view and made on A."""
    created = await a.post("/v1/matches", json={"game": GAME, "setup": {"players": PLAYERS}})
    created.raise_for_status()
    match = created.json()
    path, version = match["links"]["self"], 1
    seats = [Seat(token) for token in match["seat_tokens"]]
    readers = [asyncio.create_task(seat.listen(b, path)) for seat in seats]
    try:
        await asyncio.wait_for(asyncio.gather(*(s.arrival(1) for s in seats)), 30)
        # matches begin at random moments of the first pause, as players who sit down apart:
        # all fifty moving at the same instant would measure that burst's queue
        await asyncio.sleep(think_s * random.uniform(0.0, 1.0))
        for _ in range(moves):
            view = seats[0].view
            if view["status"] != "ongoing":
                break
            mover = seats[view["to_act"][0]]
            headers = {"Authorization": f"Bearer {mover.token}", "If-Match": f'"v{version}"'}
            move = mover.view["legal_moves"][0]["move"]
            sent = time.perf_counter()
            answer = await a.post(f"{path}/moves", json={"move": move}, headers=headers)
            answered = time.perf_counter()
            if answer.status_code == 412:
                t.conflicts += 1
                continue
            answer.raise_for_status()
            version = answer.json()["version"]
            arrivals = [seat.arrival(version) for seat in seats]
            arrived = await asyncio.wait_for(asyncio.gather(*arrivals), 30)
            t.round_trip.append(answered - sent)
            t.latency += [at - sent for at in arrived]
            t.delay += [max(0.0, at - answered) for at in arrived]
            await asyncio.sleep(think_s * random.uniform(0.5, 1.5))  # a player's thinking
    finally:
        for reader in readers:
            reader.cancel()


async def measure(a_url: str, b_url: str, matches: int, moves: int, think_s: float) -> Timings:
    limits = httpx.Limits(max_connections=4 * matches, max_keepalive_connections=4 * matches)
    timings = Timings()
    async with (
        httpx.AsyncClient(base_url=a_url, timeout=30, limits=limits) as a,
        httpx.AsyncClient(base_url=b_url, timeout=30, limits=limits) as b,
    ):
        await asyncio.gather(*(drive(a, b, moves, think_s, timings) for _ in range(matches)))
    return timings


def percentile(values: list[float], q: int) -> float:
    if len(values) < 2:
        return values[0] if values else 0.0
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1]


def run_push_bench(matches: int, moves: int, think_ms: int) -> Timings:
    """Start Redis (or use ``REDIS_URL``) and two replicas, measure, print a table."""
    from workers.embedded import EmbeddedRedis

    secret = secrets.token_hex(32)
    with ExitStack() as stack:
        redis_url = os.environ.get("REDIS_URL")
        if redis_url is None:
            directory = Path(stack.enter_context(tempfile.TemporaryDirectory(dir="/tmp")))
            redis_url = stack.enter_context(EmbeddedRedis(directory)).url
        a = stack.enter_context(replica(redis_url, secret))
        b = stack.enter_context(replica(redis_url, secret))
        timings = asyncio.run(measure(a, b, matches, moves, think_ms / 1000))
    table = Table(
        title=f"push: {matches} {GAME} matches at once, a move each every ~{think_ms} ms on A,"
        " seats on B"
    )
    for column in ("measure", "samples", "p50 ms", "p99 ms", "max ms"):
        table.add_column(column, justify="right")
    for name, values in (
        ("push latency (move sent → view on B)", timings.latency),
        ("push delay (move answered → view on B)", timings.delay),
        ("baseline: the move's round trip", timings.round_trip),
    ):
        ms = [v * 1000 for v in values]
        table.add_row(
            name,
            str(len(ms)),
            f"{percentile(ms, 50):.1f}",
            f"{percentile(ms, 99):.1f}",
            f"{max(ms, default=0):.1f}",
        )
    console = Console()
    console.print(table)
    if timings.round_trip:
        ratio = percentile(timings.latency, 99) / percentile(timings.round_trip, 99)
        console.print(
            f"p99 push latency / p99 move round trip (same run): {ratio:.2f};"
            f" 412 conflicts retried: {timings.conflicts}"
        )
    return timings
