"""A lean HTTP/1.1 keep-alive load generator for ``gamekeeper bench`` (loopback only).

General-purpose Python clients (httpx, aiohttp) spend more CPU per request than the service
does, so a benchmark driven by them measures the client. This one sends prepared request bytes
over persistent connections and reads each answer by its Content-Length: about 10x cheaper.
"""

from __future__ import annotations

import asyncio
import json
import time
from dataclasses import dataclass, field
from urllib.parse import urlsplit


@dataclass(frozen=True)
class Request:
    name: str
    method: str
    path: str
    body: object | None = None
    headers: tuple[tuple[str, str], ...] = ()

    def encode(self, host: str) -> bytes:
        payload = b"" if self.body is None else json.dumps(self.body).encode()
        head = f"{self.method} {self.path} HTTP/1.1\r\nHost: {host}\r\n"
        head += "".join(f"{name}: {value}\r\n" for name, value in self.headers)
        if self.body is not None:
            head += f"Content-Type: application/json\r\nContent-Length: {len(payload)}\r\n"
        return (head + "\r\n").encode() + payload


@dataclass
class Results:
    latencies: dict[str, list[float]] = field(default_factory=dict)
    errors: dict[str, int] = field(default_factory=dict)
    elapsed: float = 0.0


async def _read_answer(reader: asyncio.StreamReader) -> int:
    """The status of one answer, its body read and dropped."""
    head = await reader.readuntil(b"\r\n\r\n")
    lines = head.split(b"\r\n")
    status = int(lines[0].split()[1])
    length = 0
    for line in lines[1:]:
        if line[:15].lower() == b"content-length:":
            length = int(line[15:])
    await reader.readexactly(length)
    return status


async def run(
    url: str,
    mix: list[Request],
    total: int | None,
    seconds: float | None,
    connections: int,
    rate: float | None = None,
    expect: int | None = None,
) -> Results:
    """Send ``mix`` round-robin over ``connections`` until ``total`` requests or ``seconds``.

    With ``rate`` (requests/s over all connections) requests are paced, open-loop per
    connection; latency then includes any queueing at the server. An answer is an error when
    its status is 400 or more or, with ``expect``, any status but that one.
    """
    parts = urlsplit(url)
    host, port = parts.hostname, parts.port or 80
    encoded = [(r.name, r.encode(f"{host}:{port}")) for r in mix]
    results = Results({r.name: [] for r in mix}, {r.name: 0 for r in mix})
    sent = 0
    started = time.perf_counter()
    deadline = started + seconds if seconds else None
    interval = connections / rate if rate else 0.0

    async def connection(offset: int) -> None:
        nonlocal sent
        reader, writer = await asyncio.open_connection(host, port)
        index, next_at = offset, time.perf_counter()
        try:
            while (total is None or sent < total) and (
                deadline is None or time.perf_counter() < deadline
            ):
                sent += 1
                name, data = encoded[index % len(encoded)]
                index += 1
                if interval:
                    next_at += interval
                    delay = next_at - time.perf_counter()
                    if delay > 0:
                        await asyncio.sleep(delay)
                began = time.perf_counter()
                writer.write(data)
                status = await _read_answer(reader)
                results.latencies[name].append(time.perf_counter() - began)
                if (status >= 400) if expect is None else (status != expect):
                    results.errors[name] += 1
        finally:
            writer.close()

    await asyncio.gather(*(connection(n) for n in range(connections)))
    results.elapsed = time.perf_counter() - started
    return results
