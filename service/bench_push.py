"""``gamekeeper bench-push``: how soon a move made on one API replica reaches a seat on another.

Two API replicas (uvicorn processes) on one Redis; ``matches`` Troll Party matches played at
once, each by one driver on replica A (every seat's token, a seat to act moves with If-Match),
while seat 0 of each listens to the match's Server-Sent Events on replica B. A move's **push
latency** is from the driver sending the move to seat 0's reader on B receiving the view of the
version it made; its **push delay** from the move's answer to that view (what the push adds to
a move that is already stored). Beside them, measured in the same run, the move's own round
trip: the stack's cost of one request under the same load.
"""

from __future__ import annotations

import asyncio
import os
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


async def listen(b: httpx.AsyncClient, path: str, token: str, seen: dict[int, asyncio.Future]):
    """Seat 0's stream on replica B: resolve the future of each version as its view arrives."""
    headers = {"Authorization": f"Bearer {token}"}
    async with b.stream("GET", f"{path}/events", headers=headers, timeout=None) as answer:
        async for pushed in aevents(answer.aiter_lines()):
            if pushed.event == "view" and pushed.id is not None:
                loop = asyncio.get_running_loop()
                arrived = seen.setdefault(int(pushed.id), loop.create_future())
                if not arrived.done():
                    arrived.set_result(time.perf_counter())


async def drive(a: httpx.AsyncClient, b: httpx.AsyncClient, moves: int, t: Timings) -> None:
    """One match: created on A, played on A, watched by seat 0 on B."""
    created = await a.post("/v1/matches", json={"game": GAME, "setup": {"players": PLAYERS}})
    created.raise_for_status()
    match = created.json()
    path, tokens = match["links"]["self"], match["seat_tokens"]
    seen: dict[int, asyncio.Future] = {}
    loop = asyncio.get_running_loop()
    reader = asyncio.create_task(listen(b, path, tokens[0], seen))
    await asyncio.wait_for(seen.setdefault(1, loop.create_future()), 30)
    try:
        made = 0
        while made < moves:
            public = (await a.get(path)).json()
            if public["status"] != "ongoing":
                break
            seat = public["to_act"][0]
            mine = await a.get(path, headers={"Authorization": f"Bearer {tokens[seat]}"})
            view = mine.json()
            headers = {"Authorization": f"Bearer {tokens[seat]}", "If-Match": mine.headers["ETag"]}
            sent = time.perf_counter()
            answer = await a.post(
                f"{path}/moves", json={"move": view["legal_moves"][0]["move"]}, headers=headers
            )
            answered = time.perf_counter()
            if answer.status_code == 412:
                t.conflicts += 1
                continue
            answer.raise_for_status()
            version = answer.json()["version"]
            arrived = await asyncio.wait_for(seen.setdefault(version, loop.create_future()), 30)
            t.round_trip.append(answered - sent)
            t.latency.append(arrived - sent)
            t.delay.append(max(0.0, arrived - answered))
            made += 1
    finally:
        reader.cancel()


async def measure(a_url: str, b_url: str, matches: int, moves: int) -> Timings:
    limits = httpx.Limits(max_connections=4 * matches, max_keepalive_connections=4 * matches)
    timings = Timings()
    async with (
        httpx.AsyncClient(base_url=a_url, timeout=30, limits=limits) as a,
        httpx.AsyncClient(base_url=b_url, timeout=30, limits=limits) as b,
    ):
        await asyncio.gather(*(drive(a, b, moves, timings) for _ in range(matches)))
    return timings


def percentile(values: list[float], q: int) -> float:
    if len(values) < 2:
        return values[0] if values else 0.0
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1]


def run_push_bench(matches: int, moves: int) -> Timings:
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
        timings = asyncio.run(measure(a, b, matches, moves))
    table = Table(title=f"push: {matches} {GAME} matches at once, moves on A, seat 0 on B")
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
