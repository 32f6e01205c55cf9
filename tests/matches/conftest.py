"""Two real API replicas on the session's Redis, and a match seen from each seat.

The replicas trust 127.0.0.1 as a proxy, so each test names its own client address in
X-Forwarded-For: the cap per client address (3 here) is counted in Redis, shared with every
other test API of the session."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest

from tests.conftest import running_api

CAP = 3
_addresses = itertools.count(1)


def new_address() -> str:
    """A client address of its own (TEST-NET-3), for the cap."""
    n = next(_addresses)
    return f"203.0.{113 + n // 250}.{n % 250 + 1}"


@pytest.fixture(scope="session")
def replicas(redis_url: str, workers) -> Iterator[tuple[httpx.Client, httpx.Client]]:
    env = {"GAMEKEEPER_TRUSTED_PROXIES": "127.0.0.1", "GAMEKEEPER_MATCHES_PER_CLIENT": str(CAP)}
    with (
        running_api(redis_url, None, **env) as one,
        running_api(redis_url, None, **env) as two,
        httpx.Client(base_url=one, timeout=30) as a,
        httpx.Client(base_url=two, timeout=30) as b,
    ):
        yield a, b


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


@dataclass
class Match:
    """A match made through ``client``, its tokens and its current ETag."""

    client: httpx.Client
    created: dict[str, Any]
    address: str
    etag: str = '"v1"'
    seen: dict[int, dict] = field(default_factory=dict)

    @property
    def path(self) -> str:
        return f"/v1/matches/{self.created['id']}"

    def token(self, seat: int) -> str:
        return self.created["seat_tokens"][seat]

    def view(self, seat: int | None, client: httpx.Client | None = None) -> dict:
        headers = {} if seat is None else bearer(self.token(seat))
        answer = (client or self.client).get(self.path, headers=headers)
        assert answer.status_code == 200, answer.text
        self.etag = answer.headers["ETag"]
        return answer.json()

    def move(
        self,
        seat: int,
        move: dict,
        etag: str | None = None,
        token: str | None = None,
        client: httpx.Client | None = None,
    ) -> httpx.Response:
        headers = bearer(token or self.token(seat))
        headers["If-Match"] = etag or self.etag
        answer = (client or self.client).post(
            f"{self.path}/moves", json={"move": move}, headers=headers
        )
        if answer.status_code == 200:
            self.etag = answer.headers["ETag"]
        return answer


def create(
    client: httpx.Client, game: str, players: int, address: str | None = None, **extra: Any
) -> httpx.Response:
    body = {"game": game, "setup": {"players": players, **extra.pop("setup", {})}, **extra}
    return client.post(
        "/v1/matches", json=body, headers={"X-Forwarded-For": address or new_address()}
    )


def new_match(client: httpx.Client, game: str, players: int, **extra: Any) -> Match:
    address = new_address()
    answer = create(client, game, players, address, **extra)
    assert answer.status_code == 201, answer.text
    return Match(client, answer.json(), address)
