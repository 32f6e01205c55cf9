"""Finished hints answered from the API process's memory (issue 12: a repeat in under 5 ms)."""

from __future__ import annotations

import redis as redis_client

from tests.conftest import FakeClock
from tests.service.test_hints import new_game, wait_for
from workers.finished_hints import FinishedHints


def test_a_finished_hint_is_kept_for_its_time_and_the_oldest_goes_first():
    clock = FakeClock()
    kept: FinishedHints[str] = FinishedHints(ttl_s=60, size=2, clock=clock)
    kept.put("hint-a", "a")
    kept.put("hint-b", "b")
    assert kept.get("hint-a") == "a"  # a is now the most recent
    kept.put("hint-c", "c")
    assert kept.get("hint-b") is None and kept.get("hint-a") == "a"
    clock.now = 59.9
    assert kept.get("hint-c") == "c"
    clock.now = 60.0
    assert kept.get("hint-c") is None and kept.get("hint-a") is None


def test_a_repeat_of_a_finished_hint_needs_no_redis(client, redis_url):
    step = new_game(client, seed=23)
    request = {"state": step["state"], "kind": "fight-plan", "budget_ms": 1300}
    first = client.post("/v1/games/thrag/hints", json=request)
    done = wait_for(client, first.headers["location"], {"finished"})
    hint_id = first.json()["id"]
    # the job and its result leave Redis: the API still answers what it read when it finished
    connection = redis_client.Redis.from_url(redis_url)
    removed = connection.delete(f"rq:job:{hint_id}", f"rq:results:{hint_id}")
    assert removed >= 1
    again = client.post("/v1/games/thrag/hints", json=request)
    assert again.status_code == 200, again.text
    assert again.json()["id"] == hint_id and again.json()["result"] == done["result"]
    assert client.get(f"/v1/hints/{hint_id}").json()["result"] == done["result"]
