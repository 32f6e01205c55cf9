"""Rate limits exact across replicas (issue 28, L1): one atomic Redis operation per request, so
two API replicas under 8 concurrent clients admit at most the limit (+1); and X-Forwarded-For
names the client only when a configured trusted proxy sent it (the audit's trusted peer got
150 of 150 through by varying it)."""

from __future__ import annotations

import itertools
from concurrent.futures import ThreadPoolExecutor

import httpx

from tests.conftest import api_client, other_database

LIMIT = 60
#: a hint request the rate limit counts and the handler then refuses (400): no state, no job
COUNTED = {"state": {}}


def ask(client: httpx.Client, headers: dict[str, str] | None = None) -> int:
    return client.post("/v1/games/thrag/hints", json=COUNTED, headers=headers or {}).status_code


def test_two_replicas_and_eight_clients_admit_no_more_than_the_limit(redis_url):
    database = other_database(redis_url, 13)
    limit = {"GAMEKEEPER_HINT_RATE_PER_MINUTE": str(LIMIT)}
    with api_client(database, **limit) as first, api_client(database, **limit) as second:
        replicas = itertools.cycle([first, second])
        clients = [next(replicas) for _ in range(8)]  # 4 on each replica, one address

        def burst(client: httpx.Client) -> list[int]:
            return [ask(client) for _ in range(25)]

        with ThreadPoolExecutor(8) as pool:
            statuses = [s for answers in pool.map(burst, clients) for s in answers]
    admitted = sum(status != 429 for status in statuses)
    assert len(statuses) == 200
    assert LIMIT <= admitted <= LIMIT + 1, admitted
    assert set(statuses) <= {400, 429}


def test_a_client_cannot_pick_its_limit_with_x_forwarded_for(redis_url):
    """No trusted proxy configured: the header is the client's word, and ignored."""
    database = other_database(redis_url, 14)
    with api_client(database, GAMEKEEPER_HINT_RATE_PER_MINUTE=str(LIMIT)) as client:
        statuses = [ask(client, {"X-Forwarded-For": f"198.51.100.{n}"}) for n in range(150)]
    assert sum(status != 429 for status in statuses) == LIMIT


def test_behind_a_trusted_proxy_the_client_is_the_address_the_proxy_saw(redis_url):
    """The proxy (127.0.0.1 here) appends the address it received the request from; what the
    client wrote before it is ignored, and other clients keep their own limits."""
    database = other_database(redis_url, 15)
    env = {"GAMEKEEPER_HINT_RATE_PER_MINUTE": str(LIMIT), "GAMEKEEPER_TRUSTED_PROXIES": "127.0.0.1"}
    with api_client(database, **env) as proxy:
        spoofed = [
            ask(proxy, {"X-Forwarded-For": f"198.51.100.{n}, 203.0.113.7"}) for n in range(100)
        ]
        assert sum(status != 429 for status in spoofed) == LIMIT
        assert ask(proxy, {"X-Forwarded-For": "203.0.113.8"}) == 400, "another client"
        assert ask(proxy) == 400, "the proxy's own requests count for the proxy"
