"""The API under trouble: Redis going away and coming back, clients asking too often."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import api_client, free_port, other_database
from workers.embedded import EmbeddedRedis

pytestmark = pytest.mark.slow  # real processes: API servers and Redis


def test_hint_creation_is_rate_limited_per_client(redis_url):
    database = other_database(redis_url, 8)
    with api_client(database, GAMEKEEPER_HINT_RATE_PER_MINUTE="2") as client:
        state = client.post("/v1/games/thrag/states", json={"seed": 31}).json()["state"]
        answers = [client.post("/v1/games/thrag/hints", json={"state": state}) for _ in range(3)]
        assert [a.status_code for a in answers[:2]] == [202, 202]
        limited = answers[2]
        assert limited.status_code == 429
        assert limited.json()["type"].endswith("/rate-limited")
        assert int(limited.headers["retry-after"]) > 0
        assert limited.headers["ratelimit-limit"] == "2"
        other = client.post("/v1/games/thrag/legal-moves", json={"state": state})
        assert other.status_code == 200, "only hint creation is limited"


def test_every_api_process_counts_against_one_rate_limit(redis_url):
    database = other_database(redis_url, 9)
    limit = {"GAMEKEEPER_HINT_RATE_PER_MINUTE": "3"}
    with api_client(database, **limit) as first, api_client(database, **limit) as second:
        state = first.post("/v1/games/thrag/states", json={"seed": 33}).json()["state"]
        hint = {"state": state}
        answers = [first.post("/v1/games/thrag/hints", json=hint) for _ in range(2)]
        answers += [second.post("/v1/games/thrag/hints", json=hint) for _ in range(2)]
        assert [a.status_code for a in answers] == [202, 202, 202, 429]
        assert first.post("/v1/games/thrag/hints", json=hint).status_code == 429


def test_stateless_endpoints_survive_redis_going_away_and_hints_recover():
    directory = Path(f"/tmp/gk-outage-{free_port()}")
    redis = EmbeddedRedis(directory).start()
    try:
        with api_client(redis.url) as client:
            state = client.post("/v1/games/thrag/states", json={"seed": 32}).json()["state"]
            assert client.post("/v1/games/thrag/hints", json={"state": state}).status_code == 202
            redis.stop()
            for _ in range(20):
                step = client.post("/v1/games/thrag/legal-moves", json={"state": state})
                assert step.status_code == 200
            down = client.post("/v1/games/thrag/hints", json={"state": state, "budget_ms": 999})
            assert down.status_code == 503
            assert down.json()["type"].endswith("/hints-unavailable")
            assert "retry-after" in down.headers
            assert client.get("/v1/hints/hint-x").status_code == 503
            ready = client.get("/health/ready")
            assert ready.status_code == 503 and ready.json()["redis"] == "down"
            assert "redis" in ready.json()["missing"][0]
            assert "gamekeeper_redis_up 0.0" in client.get("/metrics").text
            redis.start()  # same socket: the API reconnects by itself
            again = client.post("/v1/games/thrag/hints", json={"state": state, "budget_ms": 999})
            assert again.status_code == 202, again.text
            assert client.get("/health/ready").json()["redis"] == "up"
    finally:
        redis.stop()
