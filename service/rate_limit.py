"""Hint-creation rate limits counted in Redis, exact across every API replica (issue 28, L1).

One request is one atomic Redis operation: a Lua script increments the client's count of the
current window and starts the window's expiry with its first request (a fixed window of
``WINDOW_S``), and answers the count and the time left. No two replicas can both read a count
below the limit and both write it back, as the get-then-set of Litestar's stores let them (the
audit got 78-91 of 200 requests through a limit of 60 with 8 clients on 2 replicas).

The client is the peer's address, or, only when the peer is one of the configured trusted
proxies (``GAMEKEEPER_TRUSTED_PROXIES``), the nearest address in ``X-Forwarded-For`` that is
not one of them: a client that sends its own ``X-Forwarded-For`` cannot pick another limit.

When Redis cannot be reached the count falls back to this process's memory, for ``FALLBACK_S``
before Redis is tried again: a limit per replica is better than none, and better than turning a
Redis outage into errors (hint creation answers 503 then anyway).
"""

from __future__ import annotations

import ipaddress
import logging
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from litestar.datastructures import MutableScopeHeaders
from litestar.exceptions import TooManyRequestsException
from litestar.types import ASGIApp, Message, Receive, Scope, Send
from redis.asyncio import Redis
from redis.exceptions import RedisError

FALLBACK_S = 5.0
WINDOW_S = 60
NAMESPACE = "gamekeeper:rate-limit"

#: INCR the key; with its first request, give it the window's expiry. Answers the count and
#: the milliseconds left in the window.
COUNT = """
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); left = tonumber(ARGV[1]) end
return {count, left}
"""

log = logging.getLogger("gamekeeper.rate_limit")

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


def trusted_networks(spec: str) -> tuple[Network, ...]:
    """``GAMEKEEPER_TRUSTED_PROXIES``: addresses or networks, comma-separated (none: empty)."""
    return tuple(ipaddress.ip_network(part.strip()) for part in spec.split(",") if part.strip())


def _is_trusted(address: str, trusted: Iterable[Network]) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return any(ip in network for network in trusted)


def client_address(scope: Scope, trusted: tuple[Network, ...]) -> str:
    """The client a request is counted for: its peer, unless the peer is a trusted proxy; then
    the rightmost address of ``X-Forwarded-For`` that is not a trusted proxy (each proxy
    appends the address it received the request from: those left of it are the client's
    word)."""
    client = scope.get("client")
    peer = client[0] if client else "unknown"
    if not trusted or not _is_trusted(peer, trusted):
        return peer
    forwarded = [
        value.decode("latin-1")
        for name, value in scope.get("headers", [])
        if name.lower() == b"x-forwarded-for"
    ]
    hops = [hop.strip() for header in forwarded for hop in header.split(",") if hop.strip()]
    for hop in reversed(hops):
        if not _is_trusted(hop, trusted):
            return hop
    return peer


@dataclass
class Window:
    count: int
    reset_s: int


class RateCounter:
    """Counts a client's requests of the current window: in Redis, or in memory meanwhile."""

    def __init__(self, redis_url: str) -> None:
        self.client = Redis.from_url(redis_url, socket_connect_timeout=1, socket_timeout=2)
        self.script = self.client.register_script(COUNT)
        self.local: dict[str, tuple[float, int]] = {}
        self.local_until = 0.0

    async def hit(self, key: str) -> Window:
        if time.monotonic() >= self.local_until:
            try:
                count, left_ms = await self.script(
                    keys=[f"{NAMESPACE}:{key}"], args=[WINDOW_S * 1000]
                )
                return Window(int(count), max(1, -(-int(left_ms) // 1000)))
            except (RedisError, OSError) as error:
                log.warning("rate limits counted per process for %s s: %s", FALLBACK_S, error)
                self.local_until = time.monotonic() + FALLBACK_S
        return self._hit_locally(key)

    def _hit_locally(self, key: str) -> Window:
        now = time.monotonic()
        ends, count = self.local.get(key, (0.0, 0))
        if now >= ends:
            ends, count = now + WINDOW_S, 0
            if len(self.local) > 100_000:  # forget windows long over
                self.local = {k: v for k, v in self.local.items() if v[0] > now}
        self.local[key] = (ends, count + 1)
        return Window(count + 1, max(1, int(ends - now + 0.999)))

    async def close(self) -> None:
        await self.client.aclose()


class HintRateLimit:
    """The hint routes' limit: ``per_window`` requests per client per window."""

    def __init__(self, counter: RateCounter, per_window: int, trusted: tuple[Network, ...]):
        self.counter, self.per_window, self.trusted = counter, per_window, trusted

    @property
    def middleware(self) -> Callable[[ASGIApp], ASGIApp]:
        """The routes' middleware factory: a plain function, which Litestar copies by reference
        (it deep-copies route settings, and a Redis client cannot be copied)."""

        def limited(app: ASGIApp) -> ASGIApp:
            return _Limited(app, self)

        return limited


class _Limited:
    """The ASGI middleware of one hint route (an HTTP route: no other scope reaches it)."""

    def __init__(self, app: ASGIApp, limit: HintRateLimit) -> None:
        self.app, self.limit = app, limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        limit = self.limit
        key = client_address(scope, limit.trusted)
        window = await limit.counter.hit(key)
        headers = {
            "RateLimit-Policy": f"{limit.per_window}; w={WINDOW_S}",
            "RateLimit-Limit": str(limit.per_window),
            "RateLimit-Remaining": str(max(0, limit.per_window - window.count)),
            "RateLimit-Reset": str(window.reset_s),
        }
        if window.count > limit.per_window:
            raise TooManyRequestsException(
                f"more than {limit.per_window} hint requests a minute from {key}: ask again in"
                f" {window.reset_s} s",
                headers={**headers, "Retry-After": str(window.reset_s)},
            )

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                response_headers = MutableScopeHeaders.from_message(message)
                for name, value in headers.items():
                    response_headers[name] = value
            await send(message)

        await self.app(scope, receive, send_with_headers)
