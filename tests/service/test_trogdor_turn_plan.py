"""Trogdor's ``turn-plan`` hint through a real rq worker over HTTP, with de-duplication."""

from __future__ import annotations

import httpx

from service.seat_tokens import HEADER
from tests.service.test_hints import wait_for


def new_game(client: httpx.Client, **setup) -> dict:
    response = client.post("/v1/games/trogdor/states", json={"players": 2, **setup})
    assert response.status_code == 201, response.text
    return response.json()


def test_turn_plan_is_solved_by_a_worker_its_moves_apply_and_repeats_share_one_job(client):
    step = new_game(client, seed=5)
    request = {"state": step["state"], "kind": "turn-plan", "budget_ms": 1500}
    first = client.post("/v1/games/trogdor/hints", json=request)
    assert first.status_code == 202, first.text
    second = client.post("/v1/games/trogdor/hints", json=request)
    assert second.json()["id"] == first.json()["id"], "identical requests share one job"
    hint = wait_for(client, first.headers["location"], {"finished", "failed"}, timeout=60)
    assert hint["status"] == "finished", hint
    result = hint["result"]
    assert result["moves"] and result["explanation"]
    assert result["value"]["unit"] == "objective points"
    assert result["quality"]["kind"] in ("optimal", "estimate")
    assert result["stats"]["time_ms"] <= 1500 + 50
    state = step["state"]
    for move in result["moves"]:  # the plan applies move after move, with its seat's token
        token = {HEADER: step["seat_tokens"][move["seat"]]} if "seat" in move else {}
        applied = client.post(
            "/v1/games/trogdor/apply", json={"state": state, "move": move}, headers=token
        )
        assert applied.status_code == 200, applied.text
        state = applied.json()["state"]
    third = client.post("/v1/games/trogdor/hints", json=request)
    assert third.status_code == 200, "an identical request already solved answers at once"
    assert third.json()["id"] == first.json()["id"] and third.json()["result"] == result
