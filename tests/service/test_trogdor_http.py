"""Trogdor through the real app over HTTP: content, a digital game, table mode draws, custom
maps refused with a problem that says why, illegal moves, render."""

from __future__ import annotations

import copy

import pytest

from service.seat_tokens import HEADER

NORMAL = [
    ["Forest", "Tree", "Cottage", "Mountain", "Tunnel"],
    ["Flowers", "Stump", "Tree", "Forest", "Rock"],
    ["Cottage", "Tree", "Tree", "Lake", "Flowers"],
    ["Rock", "Mountain", "Forest", "Stump", "Tree"],
    ["Tunnel", "Tree", "Forest", "Cottage", "Tree"],
]


def _map(**changes):
    layout = {
        "tiles": copy.deepcopy(NORMAL),
        "knights": [{"row": 0, "col": 0}, {"row": 4, "col": 4}],
        "archer": {"row": 2, "col": 4},
    }
    layout.update(changes)
    return layout


def _new(client, **body):
    return client.post("/v1/games/trogdor/states", json={"players": 1, **body})


def test_detail_serves_content_and_rulings(client):
    detail = client.get("/v1/games/trogdor").json()
    content = detail["content"]
    assert len(content["action_cards"]) == 18 and len(content["keepers"]) == 9
    assert set(content["maps"]) == {"easy", "normal", "hard"}
    assert len(content["movement_deck"]["cards"]) == 52
    assert detail["variants"] == ["published", "august-draft"]


def test_served_rulings_are_t1_t20_and_t30_onwards_none_proposed(client):
    """Rulings, round 2: T35-T48 are ruled (no longer proposed) and T49-T54 are added; round 3
    adds T55-T58."""
    rulings = client.get("/v1/games/trogdor").json()["rulings"]
    ids = [r["id"] for r in rulings]
    assert ids == [f"T{n}" for n in (*range(1, 21), *range(30, 59))]
    assert not [r["id"] for r in rulings if r.get("proposed")]
    text = {r["id"]: r["text"] for r in rulings}
    assert "29" in text["T30"] and "turn_limit" in text["T48"]
    assert "saved at once" in text["T42"] and "set aflame himself" in text["T43"]


def test_t54_one_seat_is_allowed(client):
    """T54: solo play in both variants; the served summary and ruling say so."""
    detail = client.get("/v1/games/trogdor").json()
    assert detail["players"]["min"] == 1
    t54 = next(r["text"] for r in detail["rulings"] if r["id"] == "T54")
    assert "One seat is allowed" in t54
    for variant in ("published", "august-draft"):
        answer = _new(client, players=1, variant=variant, seed=4)
        assert answer.status_code == 201, answer.text
        assert answer.json()["state"]["to_act"] == [0]


def test_digital_game_plays_over_http(client):
    step = _new(client, players=3, seed=7).json()
    state = step["state"]
    assert state["mode"] == "digital" and state["to_act"], "the set-up's draws are made"
    assert len(state["seats"]) == 3 and all(s["keeper"] for s in state["seats"])
    tokens = step["seat_tokens"]
    for _ in range(12):
        legal = step["legal_moves"][0]
        answer = client.post(
            "/v1/games/trogdor/apply",
            json={"state": step["state"], "move": legal["move"]},
            headers={HEADER: tokens[legal["seat"]]},  # every digital move needs its seat's token
        )
        assert answer.status_code == 200, answer.text
        step = answer.json()
        if step["state"]["status"] != "ongoing":
            break


def test_table_mode_draws_are_moves(client):
    body = {
        "mode": "table",
        "seed": 1,
        "options": {"keepers": ["stonklar"], "items": ["ring-of-voip"]},
    }
    step = _new(client, **body).json()
    pending = step["state"]["pending_chance"]
    assert pending["type"] == "draw_action_card" and step["state"]["to_act"] == []
    assert abs(sum(m["probability"] for m in step["legal_moves"]) - 1) < 1e-9
    move = {"type": "draw_action_card", "card": "majesty"}
    answer = client.post("/v1/games/trogdor/apply", json={"state": step["state"], "move": move})
    assert answer.status_code == 200
    assert answer.json()["state"]["seats"][0]["hand"] == ["majesty"]


@pytest.mark.parametrize(
    ("layout", "status", "says"),
    [
        (_map(tiles=[*copy.deepcopy(NORMAL), ["Tree"] * 5]), 400, "5"),
        (_map(tiles=[[*row, "Tree"] if i == 0 else row for i, row in enumerate(NORMAL)]), 400, "5"),
        (_map(tiles=[["Cottage", *row[1:]] for row in NORMAL]), 400, "exactly 3 Cottages"),
        (_map(archer={"row": 5, "col": 2}), 400, "4"),
    ],
    ids=["26-tiles-6-rows", "26-tiles-long-row", "4-cottages", "archer-off-board"],
)
def test_custom_maps_refused_with_a_reason(client, layout, status, says):
    answer = _new(client, mode="table", options={"map": layout})
    assert answer.status_code == status, answer.text
    problem = answer.json()
    assert answer.headers["content-type"].startswith("application/problem+json")
    assert says in (problem.get("detail", "") + str(problem.get("errors", "")))


def test_custom_map_accepted(client):
    answer = _new(client, mode="table", options={"map": _map()})
    assert answer.status_code == 201, answer.text
    assert answer.json()["state"]["board"][0][2] == {"kind": "Cottage", "burned": False}


def test_illegal_move_says_why(client):
    body = {
        "mode": "table",
        "seed": 2,
        "options": {"keepers": ["hardybardy"], "items": ["two-gross-beans"]},
    }
    step = _new(client, **body).json()
    for card in ("high-energy", "block"):
        step = client.post(
            "/v1/games/trogdor/apply",
            json={"state": step["state"], "move": {"type": "draw_action_card", "card": card}},
        ).json()
    step = client.post(
        "/v1/games/trogdor/apply",
        json={
            "state": step["state"],
            "move": {"type": "choose_card", "seat": 0, "card": "high-energy"},
        },
    ).json()
    step = client.post(
        "/v1/games/trogdor/apply",
        json={"state": step["state"], "move": {"type": "burninate", "seat": 0, "target": "tile"}},
    ).json()
    answer = client.post(
        "/v1/games/trogdor/apply",
        json={"state": step["state"], "move": {"type": "burninate", "seat": 0, "target": "tile"}},
    )
    assert answer.status_code == 422
    assert "already burned" in answer.json()["detail"]


def test_render_is_svg(client):
    step = _new(client, seed=3).json()
    answer = client.post("/v1/games/trogdor/render", json={"state": step["state"]})
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("image/svg+xml")
    assert "Trog-Meter" in answer.text


def test_render_draws_the_planned_path_of_a_hint(client):
    step = _new(client, seed=3).json()
    tokens = step["seat_tokens"]
    while step["state"]["to_act"] and not any(
        m["move"]["type"] == "move" for m in step["legal_moves"]
    ):  # play up to the first move Trogdor can make on the board
        legal = step["legal_moves"][0]
        step = client.post(
            "/v1/games/trogdor/apply",
            json={"state": step["state"], "move": legal["move"]},
            headers={HEADER: tokens[legal["seat"]]},
        ).json()
    moves = [m["move"] for m in step["legal_moves"] if m["move"]["type"] == "move"][:1]
    plain = client.post("/v1/games/trogdor/render", json={"state": step["state"]}).text
    planned = client.post(
        "/v1/games/trogdor/render", json={"state": step["state"], "plan": moves}
    ).text
    assert "<polyline" not in plain and "<polyline" in planned
