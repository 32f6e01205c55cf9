"""Draggmar's ``route`` and ``equip`` hints end to end (issue 31): asked over HTTP for one seat,
with its token, of a sealed digital game, solved by a real rq worker; their moves apply in
order, and they name no card of another seat's hand that the seat has not seen (D9)."""

from __future__ import annotations

import httpx

from service.seat_tokens import HEADER
from tests.service.seat_play import as_seat, whole_state
from tests.service.test_draggmar_http import card_ids
from tests.service.test_hints import wait_for

GAME = "/v1/games/draggmar"


def ask(client: httpx.Client, state: dict, seat: int, token: str, kind: str) -> dict:
    request = {"state": state, "seat": seat, "kind": kind, "budget_ms": 600}
    created = client.post(f"{GAME}/hints", json=request, headers={HEADER: token})
    assert created.status_code == 202, created.text
    hint = wait_for(client, created.headers["location"], {"finished", "failed"})
    assert hint["status"] == "finished", hint
    whole = whole_state("draggmar", state)
    hidden = {c for s, hand in enumerate(whole["hands"]) if s != seat for c in hand}
    hidden -= set(whole["hands"][seat]) | card_ids(
        as_seat(client, "draggmar", state, seat, token)[0]
    )
    assert not card_ids(hint) & hidden, card_ids(hint) & hidden
    return hint["result"]


def test_a_seat_is_routed_and_equipped_by_hints_whose_moves_apply(client: httpx.Client):
    listed = client.get(GAME).json()["hint_kinds"]
    assert [kind["name"] for kind in listed] == ["route", "equip"]
    step = client.post(f"{GAME}/states", json={"players": 2, "seed": 31}).json()
    tokens = step.pop("seat_tokens")
    asked: dict[str, dict] = {}
    for _ in range(200):
        state = step["state"]
        seat = state["to_act"][0]
        _, legal, mine = as_seat(client, "draggmar", state, seat, tokens[seat])
        types = {m["move"]["type"] for m in legal["moves"]}
        kind = "route" if "select" in types else "equip" if "play_hero" in types else None
        if seat == 0 and kind and kind not in asked:
            result = asked[kind] = ask(client, state, seat, tokens[seat], kind)
            moves = result["moves"]
        else:
            moves = [legal["moves"][0]["move"]]
        for move in moves:
            applied = client.post(
                f"{GAME}/apply", json={"state": state, "move": move}, headers=mine
            )
            assert applied.status_code == 200, applied.text
            step = applied.json()
            state = step["state"]
        if len(asked) == 2:
            break
    assert set(asked) == {"route", "equip"}
    route, equip = asked["route"], asked["equip"]
    assert route["value"]["unit"] == "fame" and route["quality"]["kind"] == "estimate"
    assert route["moves"][0]["type"] == "select" and route["plan"]["locations"]
    assert equip["quality"]["kind"] == "optimal" and equip["moves"][-1]["type"] == "enter"
    assert equip["moves"][0]["type"] == "play_hero"
