"""Hints through real rq workers on a real Redis: solving, de-duplication, cancellation."""

from __future__ import annotations

import time

import httpx
import pytest
import redis as redis_client
from rq.job import Job, JobStatus
from rq.serializers import JSONSerializer

from games.thrag import GAME
from service.routes.hints import preferred_wait
from service.seat_tokens import HEADER
from tests.conftest import api_client, other_database, spawn_worker
from workers import processes


def new_game(client: httpx.Client, **setup) -> dict:
    response = client.post("/v1/games/thrag/states", json=setup)
    assert response.status_code == 201, response.text
    return response.json()


def wait_for(client: httpx.Client, location: str, statuses: set[str], timeout: float = 30) -> dict:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        hint = client.get(location).json()
        if hint["status"] in statuses:
            return hint
        time.sleep(0.05)
    raise AssertionError(f"hint {location} not {statuses} within {timeout} s: {hint}")


def test_hint_is_solved_by_a_worker_and_its_moves_apply(client):
    step = new_game(client, seed=21)
    response = client.post(
        "/v1/games/thrag/hints",
        json={"state": step["state"], "kind": "fight-plan", "budget_ms": 2000},
    )
    assert response.status_code == 202, response.text
    location = response.headers["location"]
    assert location == f"/v1/hints/{response.json()['id']}"
    hint = wait_for(client, location, {"finished", "failed"})
    assert hint["status"] == "finished", hint
    result = hint["result"]
    assert result["moves"] and result["explanation"]
    assert result["quality"]["kind"] in ("optimal", "estimate")
    assert result["stats"]["time_ms"] <= 2000 * 1.5
    state = step["state"]
    token = {HEADER: step["seat_tokens"][0]}
    for move in result["moves"]:  # every recommended move is one apply accepts
        applied = client.post(
            "/v1/games/thrag/apply", json={"state": state, "move": move}, headers=token
        )
        assert applied.status_code == 200, applied.text
        state = applied.json()["state"]


def test_identical_requests_share_one_job_and_its_cached_result(client):
    step = new_game(client, seed=22)
    request = {"state": step["state"], "kind": "fight-plan", "budget_ms": 1500}
    first = client.post("/v1/games/thrag/hints", json=request)
    second = client.post("/v1/games/thrag/hints", json=request)
    assert first.json()["id"] == second.json()["id"]
    wait_for(client, first.headers["location"], {"finished"})
    third = client.post("/v1/games/thrag/hints", json=request)
    assert third.status_code == 200, "an identical request already solved answers at once"
    assert third.json()["id"] == first.json()["id"] and third.json()["result"]
    other = client.post("/v1/games/thrag/hints", json={**request, "budget_ms": 1400})
    assert other.json()["id"] != first.json()["id"], "other solver settings, other job"


def test_unknown_hint_is_not_found_and_asked_again(client):
    """Issue 28, M3: an id the service does not know (expired, or lost with a Redis restart)
    answers a problem that says to ask again."""
    for method in ("GET", "DELETE"):
        response = client.request(method, "/v1/hints/hint-" + "0" * 40)
        assert response.status_code == 404
        assert response.json()["type"].endswith("/not-found")
        assert "ask for it again" in response.json()["detail"]


def test_past_start_up_no_hint_is_accepted_while_no_worker_runs(redis_url):
    """Issue 28, M3: once its workers had the time to start (``GAMEKEEPER_HINT_START_UP_S``, 0
    here), an API with no worker heartbeating refuses a hint at once (503, "try again"), not
    accepts it to wait for nobody."""
    with api_client(other_database(redis_url, 10), GAMEKEEPER_HINT_START_UP_S="0") as client:
        state = new_game(client, seed=53)["state"]
        refused = client.post("/v1/games/thrag/hints", json={"state": state, "budget_ms": 300})
        assert refused.status_code == 503, refused.text
        assert refused.json()["type"].endswith("/hints-unavailable")
        assert "no hint worker" in refused.json()["detail"]
        assert int(refused.headers["retry-after"]) > 0


def test_hint_requests_are_checked_before_queueing(client):
    step = new_game(client, mode="table", seed=3)  # a chance event is pending
    response = client.post("/v1/games/thrag/hints", json={"state": step["state"]})
    assert response.status_code == 422 and "chance" in response.json()["detail"]
    digital = new_game(client, seed=3)["state"]
    too_long = client.post("/v1/games/thrag/hints", json={"state": digital, "budget_ms": 10**9})
    assert too_long.status_code == 400
    wrong_kind = client.post("/v1/games/thrag/hints", json={"state": digital, "kind": "mcts"})
    assert wrong_kind.status_code == 400


@pytest.fixture()
def api_without_workers(redis_url: str):
    with api_client(other_database(redis_url, 3)) as client:
        yield client


def test_a_queued_hint_can_be_canceled(api_without_workers):
    client = api_without_workers
    state = new_game(client, seed=23)["state"]
    created = client.post("/v1/games/thrag/hints", json={"state": state})
    assert created.status_code == 202 and created.json()["status"] == "queued"
    location = created.headers["location"]
    canceled = client.delete(location)
    assert canceled.status_code == 202
    assert client.get(location).json()["status"] == "canceled"
    again = client.post("/v1/games/thrag/hints", json={"state": state})
    assert again.json()["status"] == "queued", "a canceled hint asked again is queued again"
    ready = client.get("/health/ready")
    assert ready.status_code == 503 and "workers" in " ".join(ready.json()["missing"])


def test_hint_state_must_be_a_valid_thrag_state(client):
    state = new_game(client, seed=24)["state"]
    assert GAME.State.model_validate(state)
    forged = {**state, "thrag_die": 5 if state["thrag_die"] != 5 else 4}
    response = client.post("/v1/games/thrag/hints", json={"state": forged})
    assert response.status_code == 422 and response.json()["type"].endswith("/tampered-state")


def test_a_full_queue_answers_503_with_retry_after(redis_url):
    with api_client(other_database(redis_url, 4), GAMEKEEPER_HINT_QUEUE_LIMIT="1") as client:
        states = [new_game(client, seed=seed)["state"] for seed in (40, 41)]
        assert client.post("/v1/games/thrag/hints", json={"state": states[0]}).status_code == 202
        full = client.post("/v1/games/thrag/hints", json={"state": states[1]})
        assert full.status_code == 503 and full.json()["type"].endswith("/hints-unavailable")
        assert int(full.headers["retry-after"]) > 0
        same = client.post("/v1/games/thrag/hints", json={"state": states[0]})
        assert same.status_code == 202, "an identical request joins its job, full or not"


def test_jobs_queued_while_no_worker_runs_are_solved_when_one_starts(redis_url):
    database = other_database(redis_url, 5)
    with api_client(database) as client:
        locations = []
        for seed in (50, 51, 52):
            created = client.post(
                "/v1/games/thrag/hints",
                json={"state": new_game(client, seed=seed)["state"], "budget_ms": 300},
            )
            locations.append(created.headers["location"])
        worker = spawn_worker(database, "restarted-worker")
        try:
            for location in locations:
                assert wait_for(client, location, {"finished", "failed"})["status"] == "finished"
        finally:
            processes.stop([worker])


#: the solver's hard case (full hit points, three strong beasts, Thrag's die null): a search that
#: uses its whole budget, so the job is still running when it is canceled
HARD_TURN = {
    "game": "thrag", "variant": "standard", "mode": "table", "seed": 1, "status": "ongoing",
    "end_reason": None, "to_act": [0], "pending_chance": None, "turn": 1, "draw_counter": 7,
    "options": {"weapons": ["red", "green", "blue"], "null_value": 0, "track_coins": False},
    "hit_points": [0, 1, 2, 3, 4, 5], "healing_pool": [],
    "healing_tiles": {"draw_pile": [1, 2, 3, 4, 5], "discard": []},
    "coins": {c: [0, 1, 2, 3, 4, 5] for c in ("red", "green", "blue")},
    "pawns": {c: "unused" for c in ("red", "green", "blue")},
    "beasts": {c: {"draw_pile": [1, 2, 3, 4], "discard": [], "slain": []}
               for c in ("red", "green", "blue")},
    "drawn": [{"color": c, "value": 5, "die": 5, "slain": False}
              for c in ("red", "green", "blue")],
    "thrag_die": 0, "fight": None, "fights_this_turn": 0,
}  # fmt: skip


def test_a_running_hint_can_be_canceled_and_the_worker_goes_on(client):
    created = client.post("/v1/games/thrag/hints", json={"state": HARD_TURN, "budget_ms": 25_000})
    assert created.status_code == 202, created.text
    location = created.headers["location"]
    wait_for(client, location, {"started"})
    assert client.delete(location).status_code == 202
    assert wait_for(client, location, {"canceled", "finished"}, timeout=10)["status"] == "canceled"
    after = client.post(
        "/v1/games/thrag/hints",
        json={"state": new_game(client, seed=60)["state"], "budget_ms": 500},
    )
    assert (
        wait_for(client, after.headers["location"], {"finished", "failed"})["status"] == "finished"
    )


def test_a_worker_killed_mid_job_fails_the_hint_and_asking_again_succeeds(redis_url):
    database = other_database(redis_url, 6)
    with api_client(database) as client:
        worker = spawn_worker(database, "doomed-worker")
        request = {"state": HARD_TURN, "budget_ms": 4000}
        location = client.post("/v1/games/thrag/hints", json=request).headers["location"]
        hint_id = wait_for(client, location, {"started"})["id"]
        worker.kill()  # SIGKILL: no warm shutdown, its work horse dies with it
        worker.wait()
        job_status = wait_for_job(database, hint_id, {JobStatus.FAILED, JobStatus.FINISHED})
        assert job_status == JobStatus.FAILED, "the API's reaper fails it with nobody polling"
        failed = client.get(location).json()
        assert failed["status"] == "failed" and "stopped" in failed["error"]["detail"]
        assert failed["error"]["type"].endswith("/hint-failed")
        replacement = spawn_worker(database, "replacement-worker")
        try:
            again = client.post("/v1/games/thrag/hints", json=request)
            assert again.status_code == 202 and again.json()["id"] == failed["id"]
            assert wait_for(client, location, {"finished", "failed"})["status"] == "finished"
        finally:
            processes.stop([replacement])


def test_a_hint_no_worker_starts_in_time_fails_and_can_be_asked_again(redis_url):
    database = other_database(redis_url, 7)
    with api_client(database, GAMEKEEPER_HINT_WAIT_S="1") as client:
        request = {"state": new_game(client, seed=70)["state"], "budget_ms": 300}
        created = client.post("/v1/games/thrag/hints", json=request)
        assert created.json()["status"] == "queued"
        job_status = wait_for_job(database, created.json()["id"], {JobStatus.FAILED}, timeout=15)
        assert job_status == JobStatus.FAILED, "not left to expire into a 404"
        failed = client.get(created.headers["location"]).json()
        assert failed["error"]["type"].endswith("/hints-unavailable")
        assert failed["error"]["detail"].startswith("no worker started this hint within 1 s")
        assert redis_client.Redis.from_url(database).llen("rq:queue:interactive") == 0
        again = client.post("/v1/games/thrag/hints", json=request)
        assert again.status_code == 202 and again.json()["status"] == "queued"


def wait_for_job(redis_url: str, job_id: str, statuses: set, timeout: float = 30) -> JobStatus:
    """A job's status read from Redis itself: no API request that could act on it."""
    connection = redis_client.Redis.from_url(redis_url)
    deadline = time.monotonic() + timeout
    while True:
        status = Job.fetch(job_id, connection, serializer=JSONSerializer).get_status()
        if status in statuses or time.monotonic() > deadline:
            return status
        time.sleep(0.1)


def test_prefer_wait_holds_the_answer_until_the_hint_ends(client):
    """RFC 7240 ``Prefer: wait=N``: one GET answers the finished hint, no polling loop."""
    step = new_game(client, seed=22)
    asked = client.post(
        "/v1/games/thrag/hints",
        json={"state": step["state"], "kind": "fight-plan", "budget_ms": 500},
    )
    assert asked.status_code in (200, 202), asked.text
    held = client.get(f"/v1/hints/{asked.json()['id']}", headers={"Prefer": "wait=15"})
    assert held.status_code == 200, held.text
    assert held.json()["status"] == "finished", held.json()
    assert held.headers["Preference-Applied"] == "wait=15"


@pytest.mark.parametrize(
    ("prefer", "wait"),
    [(None, 0), ("respond-async", 0), ("wait=3", 3), ("handling=lenient, wait=7", 7),
     ("wait=99", 20), ("wait=" + "9" * 5000, 20)],
)  # fmt: skip
def test_prefer_wait_is_read_and_capped(prefer, wait):
    assert preferred_wait(prefer) == wait
