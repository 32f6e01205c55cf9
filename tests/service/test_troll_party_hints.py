"""The ``placement`` hint of New Troll Party end to end: asked over HTTP for one seat, with its
token, of a sealed digital game, solved by a real rq worker; its moves apply, and it names no
card the seat may not see."""

from __future__ import annotations

import httpx

from service.seat_tokens import HEADER
from tests.service.seat_play import whole_state
from tests.service.test_hints import wait_for
from tests.service.test_troll_party_http import may_not_see, names_any

GAME = "/v1/games/troll-party"


def test_a_seat_gets_a_placement_hint_whose_moves_apply(client: httpx.Client):
    step = client.post(f"{GAME}/states", json={"players": 3, "seed": 31}).json()
    state, tokens = step["state"], step["seat_tokens"]
    listed = client.get(GAME).json()["hint_kinds"]
    assert [kind["name"] for kind in listed] == ["placement"]
    request = {"state": state, "seat": 1, "kind": "placement", "budget_ms": 400}
    refused = client.post(f"{GAME}/hints", json=request)  # no token: a hint is for a seat
    assert refused.status_code == 403, refused.text
    mine = {HEADER: tokens[1]}
    created = client.post(f"{GAME}/hints", json=request, headers=mine)
    assert created.status_code == 202, created.text
    hint = wait_for(client, created.headers["location"], {"finished", "failed"})
    assert hint["status"] == "finished", hint
    result = hint["result"]
    assert result["value"]["unit"] == "probability" and result["quality"]["kind"] == "estimate"
    assert result["plan"]["strategy"][0]["move"] == result["moves"][0]
    assert not names_any(hint, may_not_see(whole_state("troll-party", state), 1))
    for move in result["moves"]:
        assert move["seat"] == 1 and move["type"] == "place_card"
        applied = client.post(f"{GAME}/apply", json={"state": state, "move": move}, headers=mine)
        assert applied.status_code == 200, applied.text
        state = applied.json()["state"]
